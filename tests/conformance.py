"""Seatings the conformance test plays for a game: every player count with random bots,
each automa against a bot, and each option value once (an option of the printed
opponents' own, against the first of them: it does nothing without one)."""
from shared.engine import registry
from shared.engine.contract import ConfigError


def seatings(rules):
    out = []

    def add(seats, options):
        try:
            rules.make_config(seats, options, 0)
        except ConfigError:
            return
        out.append((tuple(seats), tuple(sorted(options.items()))))

    for n in range(rules.min_players, rules.max_players + 1):
        add(["random"] * n, {})
    for name in rules.automa_names:
        add(["random", name], {})
    info = registry.game_info(rules.name)
    theirs = {info.automa_level, *info.automa_options} - {None}
    for spec in rules.option_specs:
        values = spec.choices or ((not spec.default,) if isinstance(spec.default, bool) else
                                  tuple(v for v in (spec.minimum, spec.maximum) if v is not None))
        for value in values:
            if value != spec.default:
                seats = (["random", rules.automa_names[0]] if spec.key in theirs else
                         ["random"] * max(2, rules.min_players))
                add(seats, {spec.key: str(value).lower() if isinstance(value, bool) else str(value)})
    return out
