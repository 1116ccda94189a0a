"""Town Squares. No arguments: open the window. Subcommands do headless work:
simulate (bot games), screenshot (render a table to PNG), replay (verify a save),
balance (win-rate tables), package (build the desktop app), install-desktop (add it to the
Linux desktop's menu), catalogue (the translators' templates), tutorial (the lessons)."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:
        from shared.ui.app import run_app
        return run_app()
    import argparse

    if sys.stdout is None:   # the windowed Windows app run without a console: output goes nowhere
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = sys.stdout
    from shared.cli import (balance, catalogue, desktop, package, replay, screenshot,
                            simulate, tutorial)
    from shared.engine.contract import ConfigError
    from shared.engine.saves import SaveError

    parser = argparse.ArgumentParser(prog="main.py", description="Town Squares")
    sub = parser.add_subparsers(dest="command", required=True)
    commands = {"simulate": simulate, "screenshot": screenshot, "replay": replay,
                "balance": balance, "package": package, "install-desktop": desktop,
                "catalogue": catalogue, "tutorial": tutorial}
    for name, module in commands.items():
        # a module's docstring opens with "`main.py NAME`: what it does."; argparse reads
        # help text as a %-format, so a literal % (as in "95%") is doubled
        summary = module.__doc__.splitlines()[0].split(": ", 1)[1].strip()
        module.add_arguments(sub.add_parser(name, help=summary.replace("%", "%%")))
    args = parser.parse_args(argv)
    try:
        return commands[args.command].run(args, sys.stdout)
    except (ConfigError, SaveError) as exc:   # said in the language asked for (--language)
        from shared.cli.common import error_line
        print(error_line(exc), file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader stopped early (e.g. `| head`): not an error of ours; silence the
        # interpreter's final flush of the dead pipe
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
