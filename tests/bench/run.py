"""All benchmarks: `python -m tests.bench.run`. Figures are ratios against baselines
measured in the same run; nothing here is asserted."""
from . import (bench_autosave, bench_hint, bench_rossio_patterns, bench_settings_startup,
               bench_startup, bench_tables, bench_viewer, bot_steps)


def main() -> None:
    bench_startup.main()
    bench_settings_startup.main()
    bench_tables.main()
    bench_autosave.main()
    bench_rossio_patterns.main()
    bench_viewer.main()
    bench_hint.main()
    bot_steps.main()


if __name__ == "__main__":
    main()
