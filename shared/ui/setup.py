"""Seat setup: how many players, and for each seat a name, colour(s) and who plays it."""
from __future__ import annotations

import math
import random
from functools import partial
from itertools import accumulate

import pygame

from shared.engine import registry
from shared.engine.contract import ConfigError, OptionSpec
from shared.engine.i18n import generation, mark, tr
from shared.engine.match import Match
from shared.engine.narration import Line, listing

from . import theme
from .games import players_text
from .narrator import say, upper_first
from .scene import Scene
from .session import CONTROLLER_LABELS, Session, controller_label
from .widgets import Button, Choice, TextField

ROW_Y, ROW_H = 196, 62
OPTION_X, OPTION_H = 430, 48
NOTE_W = 910 - OPTION_X - 264   # the notes right of the options' choices
OPTIONS_BOTTOM = 672            # the option rows end above the foot of the screen
# A bot's measured share of wins, named as inside a sentence (the seat labels, "Strong
# bot", are capitalised as labels are).
BOT_WINS = {"random": mark("random bot {percent} %"), "greedy": mark("greedy bot {percent} %"),
            "strong": mark("strong bot {percent} %"), "expert": mark("expert bot {percent} %")}

# not the rules' option but the table's, set under them and kept in the save's meta
HINTS = OptionSpec("hints-allowed", True, mark("H shows the strong bot's move for you; the "
                                               "score sheet counts hints taken."),
                   label=mark("hints allowed"))
RULES_BUTTON = (1090, 36, 150, 44)   # top right, level with the title
LEARN_BUTTON = (920, 36, 160, 44)    # left of it


def option_values(spec) -> list[tuple[object, str]]:
    """The values a game option can take, labelled for people (a number as it is: what a
    value means is said beside the option, option_note)."""
    if isinstance(spec.default, bool):
        return [(False, tr("no")), (True, tr("yes"))]
    if isinstance(spec.default, int):
        return [(v, str(v)) for v in spec.choices or range(spec.minimum, spec.maximum + 1)]
    return [(v, tr(v.replace("-", " "))) for v in spec.choices]


def level_label(spec, level: str) -> str:
    """A value of an option as kept in a record or a file ("4", "medium"), as its choice
    names it ("mittel" in German)."""
    return next((label for v, label in option_values(spec) if str(v) == level), level)


def level_words(rules, game, level: str) -> str:
    """A record's level as the setup names it: "4" is "solo head start 4", and a game
    played under a house rule ("0;solo-start-vp=10") adds it: "solo head start 0, your VP
    at the start 10"."""
    specs = {spec.key: spec for spec in rules.option_specs}
    first, *house = level.split(";")
    pairs = [(game.automa_level, first)] + [tuple(item.partition("=")[::2]) for item in house]
    words = [tr("{option} {level}", option=tr(specs[key].words()),
                level=level_label(specs[key], value))
             for key, value in pairs if key in specs and value]
    return say(listing(words, last="{first}, {rest}")) if words else ""


def option_note(spec, value) -> str:
    """What an option's value means ("house rule: you start with 10 VP — easier"), where
    the game says; else what the option is."""
    note = dict(spec.notes).get(value)
    return upper_first(tr(note, value=value)) if note else tr(spec.help)


def row_tops(top: float, heights) -> list[float]:
    """Where rows of these heights start, one under another from `top`."""
    return list(accumulate(heights[:-1], initial=top))


def option_label(spec) -> str:
    return upper_first(tr(spec.words()))


def say_error(exc) -> str:
    """A ConfigError's sentence in the player's language, capitalised."""
    return upper_first(say(exc.line))


def draw_look(canvas, r, game, look) -> None:
    """A colour swatch that also shows the colour's symbol (never colour alone)."""
    from .assets import has_sprite, sprite
    x, y, w, h = r
    group, _, pattern = game.swatch.partition(":")
    name = pattern.format(look.name)
    if group and has_sprite(group, name):
        canvas.image(sprite(group, name), r, key=(group, name))
    else:
        canvas.circle((x + w / 2, y + h / 2), w / 2, look.rgb)
        canvas.text(look.symbol[:1].upper(), (x + w / 2, y + h / 2), h * 0.6, theme.INK,
                    bold=True, anchor="center")


class SeatSetup(Scene):
    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        self.rules = registry.get_rules(game.name)
        self.players = min(max(self.fewest_seats(), 4), self.rules.max_players)
        self.names = [tr("Player {n}", n=i + 1) for i in range(self.rules.max_players)]
        self.kinds = ["human"] + ["greedy"] * (self.rules.max_players - 1)
        self.colours: list[list[str]] = []
        self.options = {spec.key: spec.default for spec in self.rules.option_specs}
        self.hints_allowed = HINTS.default
        self._seats_checked: tuple = (None, None)   # (seats, what is wrong with them)
        self.tail: list = []   # the widgets under the options, made by build()
        self.foot: list = []   # the seed, Back and Start (the first of the tail)
        self._rows: tuple = (None, None)   # option_rows' last answer, and what it was for
        self.remembered = self.recall()
        self.opponents = None   # the person's records against printed opponents, when shown
        self.figures = None     # how hard each printed opponent is for the bots, when shown
        self.seed = TextField((930, 560, 150, 44), str(random.randrange(1, 10_000)), 9,
                              "random", digits=True)
        self.build()

    def recall(self) -> dict | None:
        """The last setup of this game, if it still fits the game's options."""
        from . import settings
        last = settings.get(f"setup.{self.game.name}", report=lambda m: self.app.toast(m, 6))
        if not isinstance(last, dict):
            return None
        try:
            players = int(last["players"])
            names = [str(n)[:18] for n in last["names"]]
            kinds = [str(k) for k in last["kinds"]]
            colours = [[str(c) for c in seat] for seat in last["colours"]]
        except (KeyError, TypeError, ValueError):
            return None
        valid = {n for n, _ in self.controller_options()}
        if not (self.rules.min_players <= players <= self.rules.max_players) or \
                len(names) < players or any(k not in valid for k in kinds):
            return None
        self.players = players
        self.names[:len(names)] = names[:self.rules.max_players]
        self.kinds[:len(kinds)] = kinds[:self.rules.max_players]
        remembered = last.get("options")
        for spec in self.rules.option_specs:   # only values the game still allows
            if isinstance(remembered, dict) and spec.key in remembered:
                value = remembered[spec.key]
                if any(value == v and type(value) is type(v) for v, _ in option_values(spec)):
                    self.options[spec.key] = value
        if isinstance(remembered, dict):   # kept beside the game's options
            self.hints_allowed = remembered.get(HINTS.key) is not False
        return {"players": players, "colours": colours}

    def controller_options(self):
        from shared.bots import controller_names
        names = controller_names(self.rules)   # every bot and the game's own solo opponents
        first = [n for n in CONTROLLER_LABELS if n in names]
        return [(n, controller_label(n, self.game))
                for n in first + [n for n in names if n not in first]]

    def build(self) -> None:
        per = self.game.colours_per_seat(self.players)
        looks = [look.name for look in self.game.looks]
        self.colours = [[looks[(s + k * self.players) % len(looks)] for k in range(per)]
                        for s in range(self.players)]
        last = self.remembered
        if last and last["players"] == self.players and len(last["colours"]) >= self.players \
                and all(len(c) == per and set(c) <= set(looks) for c in last["colours"]):
            self.colours = [list(c) for c in last["colours"][:self.players]]
        self.widgets = []
        counts = ([1] if self.rules.automa_names else []) + list(
            range(self.fewest_seats(), self.rules.max_players + 1))
        solo = self.solo()
        for i, n in enumerate(counts):   # 1: one person against the printed opponents
            self.widgets.append(Button((360 + i * 62, 112, 52, 44), str(n),
                                       partial(self.set_players, n),
                                       primary=(n == 1 if solo else n == self.players)))
        options = self.controller_options()
        for seat in range(self.players):
            y = ROW_Y + seat * ROW_H
            field = TextField((150, y, 260, 44), self.names[seat], 18, tr("Player {n}", n=seat + 1),
                              on_change=partial(self.names.__setitem__, seat))
            self.widgets.append(field)
            choice = Choice((430, y, 190, 44), options,
                            on_change=partial(self.set_kind, seat, field=field))
            choice.set_value(self.kinds[seat])
            self.widgets.append(choice)
            self.set_kind(seat, self.kinds[seat], field)   # a remembered solo seat's name
            for k in range(per):
                self.widgets.append(Choice(
                    (640 + k * 150, y, 140, 44),
                    [(look.name, upper_first(tr(look.name))) for look in self.game.looks],
                    looks.index(self.colours[seat][k]),
                    on_change=partial(self.pick_colour, seat, k),
                    swatch=lambda c, r, v: draw_look(c, r, self.game, self.look(v))))
        self.seats_widgets = self.widgets
        self.option_choices = {}   # option key -> its choice (shown or not)
        for spec in self.rules.option_specs:
            choice = Choice((OPTION_X, 0, 250, 40), option_values(spec),
                            on_change=partial(self.options.__setitem__, spec.key))
            choice.set_value(self.options[spec.key])
            self.option_choices[spec.key] = choice
        hints = Choice((OPTION_X, 0, 250, 40), option_values(HINTS),
                       on_change=lambda v: setattr(self, "hints_allowed", v))
        hints.set_value(self.hints_allowed)
        self.option_choices[HINTS.key] = hints
        # below the box on the right: Tab visits them last (focus_order)
        self.foot = [self.seed, Button((930, 640, 150, 50), tr("Back"), self.app.pop),
                     Button((1090, 640, 150, 50), tr("Start"), self.start, primary=True)]
        self.tail = list(self.foot)
        if self.game.reference:   # the whole rules, beyond the game in brief
            self.tail.append(Button(RULES_BUTTON, tr("Rules (F1)"), self.open_rules, size=16))
        from shared.engine.registry import has_lessons
        if has_lessons(self.game.name):   # a guided game, beside the rules
            self.tail.append(Button(LEARN_BUTTON, tr("Learn to play"), self.open_lessons,
                                    size=16))
        self.place_options()

    def place_options(self, heights=None) -> None:
        """The option rows shown now, one under another (the same widgets throughout, so
        the keyboard's focus stays where it is when a row comes or goes), each
        `heights[i]` tall (OPTION_H until the screen has measured their notes)."""
        top = self.options_top()
        shown = [self.option_choices[spec.key] for spec in self.shown_options() + [HINTS]]
        for choice, y in zip(shown, row_tops(top, heights or [OPTION_H] * len(shown))):
            choice.rect = (OPTION_X, y, 250, 40)
        self.widgets = self.seats_widgets + shown + self.tail

    def option_rows(self, canvas) -> tuple[float, list[float]]:
        """The size of the notes beside the options, and each shown row's height. The
        notes keep the person's text size and a row grows to hold them; only where the
        rows would then not fit above the foot of the screen do the notes shrink, to the
        readable floor at the least. A row is as tall as the longest note any of its
        values shows, so no row moves while a value is being chosen."""
        specs = self.shown_options() + [HINTS]
        # (the window's scale too: fonts at another pixel size wrap a little otherwise)
        key = (canvas.text_scale, canvas.scale, self.options_top(),
               tuple(spec.key for spec in specs), generation())
        if self._rows[0] == key:
            return self._rows[1]
        notes = [[option_note(spec, v) for v, _ in option_values(spec)] for spec in specs]
        room = max(len(specs) * OPTION_H, OPTIONS_BOTTOM - self.options_top())
        floor = canvas.readable()
        least = floor * max(1.0, canvas.text_scale)   # what 100 % text shrinks a note to
        # (least size, gap between a row's longer note and the next row): the notes
        # shrink half a unit at a time to the floor, then the gaps close; the last
        # try stands where none fits
        tries = [(max(floor, least - 0.5 * i), 10)
                 for i in range(math.ceil((least - floor) / 0.5) + 1)] + [(floor, 4)]
        for least, gap in tries:
            size = min(canvas.fitting_size([note], NOTE_W, OPTION_H - 4, 12, least,
                                           line_gap=1.2)
                       for row in notes for note in row)
            tall = [max(len(canvas.wrap(note, NOTE_W, size)) for note in row)
                    * size * canvas.text_scale * 1.2 for row in notes]
            heights = [OPTION_H if h + 4 <= OPTION_H else h + gap for h in tall]
            if sum(heights) <= room:
                break
        self._rows = (key, (size, heights))
        return size, heights

    def focus_order(self) -> list:
        """Reading order, but the seats and the options (the left column) before the
        seed, Back and Start (below the box on the right): an option row may stand level
        with the seed where the rows are tall, and Tab should finish the column first."""
        order = super().focus_order()
        foot = [w for w in order if w in self.foot]
        return [w for w in order if w not in foot] + foot

    def solo(self) -> bool:
        """One person, every other seat a printed opponent."""
        kinds = self.kinds[:self.players]
        return kinds[0] == "human" and all(k in self.rules.automa_names for k in kinds[1:])

    def shown_options(self) -> list:
        """The game's options, but the printed opponents' own (how hard ROSS plays, the
        solo players' head start, a house rule for the solo game) only while one of them
        has a seat."""
        seated = any(k in self.rules.automa_names for k in self.kinds[:self.players])
        theirs = {self.game.automa_level, *self.game.automa_options}
        return [spec for spec in self.rules.option_specs if seated or spec.key not in theirs]

    def set_kind(self, seat: int, kind: str, field) -> None:
        """Who plays a seat. A printed opponent is called by its own name; a name the
        person has not changed follows the choice (back to "Player n" for others)."""
        was = self.shown_options()
        self.kinds[seat] = kind
        automa = self.rules.automa_names
        default = tr("Player {n}", n=seat + 1)
        untouched = {default, ""} | {controller_label(k, self.game) for k in automa}
        if field.text.strip() in untouched:
            field.text = controller_label(kind, self.game) if kind in automa else default
            field.caret, field.anchor = len(field.text), None
            self.names[seat] = field.text
        if self.shown_options() != was and self.tail:
            self.place_options()   # an option of the printed opponents comes or goes

    def fewest_seats(self) -> int:
        """Every game has two seats at least: a solo game seats its printed opponent."""
        return max(2, self.rules.min_players)

    def options_top(self) -> float:
        return ROW_Y + self.players * ROW_H + 34

    def look(self, name):
        return next(look for look in self.game.looks if look.name == name)

    def pick_colour(self, seat: int, k: int, value: str) -> None:
        self.colours[seat][k] = value

    def set_players(self, n: int) -> None:
        """How many seats; 1 is one person against the game's first printed opponent."""
        if n == 1:
            n = self.fewest_seats()
            self.kinds[:n] = ["human"] + [self.rules.automa_names[0]] * (n - 1)
            self.names[1:n] = [controller_label(k, self.game) for k in self.kinds[1:n]]
        elif self.solo() and n != self.players:   # from solo to a table of several
            self.kinds[1:n] = ["greedy"] * (n - 1)
            self.names[1:n] = [tr("Player {n}", n=i + 1) for i in range(1, n)]
        self.players = n
        self.build()

    def problem(self) -> str | None:
        """What stops the game from starting, said as soon as the seats show it."""
        used = [c for seat in self.colours for c in seat]
        if len(set(used)) != len(used):
            return tr("Two seats have the same colour: give every team its own.")
        seats = tuple(self.kinds[:self.players])
        if self._seats_checked[0] != seats:   # the rules' own check of the seats
            try:
                self.rules.make_config(list(seats), {}, 1)
                said = None
            except ConfigError as exc:
                said = say_error(exc)
            self._seats_checked = (seats, said)
        return self._seats_checked[1]

    def start(self) -> None:
        problem = self.problem()
        if problem:
            self.app.toast(problem)
            return
        seed = int(self.seed.text) if self.seed.text else random.randrange(1, 10_000)
        try:
            config = self.rules.make_config(self.kinds[: self.players], self.options, seed)
        except ConfigError as exc:   # e.g. a solo opponent with the wrong seats
            self.app.toast(say_error(exc), 6)
            return
        meta = {"names": [n.strip() or tr("Player {n}", n=i + 1)
                          for i, n in enumerate(self.names[: self.players])],
                "colours": self.colours, "hints_allowed": self.hints_allowed}
        from . import settings
        unsaved = settings.put(f"setup.{self.game.name}", {
            "players": self.players, "names": meta["names"],
            "kinds": self.kinds[: self.players], "colours": self.colours,
            "options": {**self.options, HINTS.key: self.hints_allowed}})
        if unsaved:   # before the table: a failing autosave's notice, if any, says more
            self.app.toast(unsaved, 8)
        session = Session(Match(self.rules, config), meta)
        self.app.replace(self.game.table_scene()(self.app, session))

    def record_line(self, kind: str) -> str:
        """The person's record against a printed opponent, if they have met."""
        if kind not in self.rules.automa_names:
            return ""
        if self.opponents is None:
            from shared.engine import records
            self.opponents = records.load().get("opponents", self.game.name)
            said = records.problem()
            if said:
                self.app.toast(said, 8)
        r = self.opponents.get(kind)
        if r is None or not r.games:
            return ""
        margin = f"{r.best_margin:+d}"
        level = level_words(self.rules, self.game, r.best_level)
        best = (tr("best margin {margin} ({level})", margin=margin, level=level)
                if level else tr("best margin {margin}", margin=margin))
        return tr("Your record: {games} played, {wins} won; {best}", games=r.games,
                  wins=r.wins, best=best)

    def figures_line(self, kind: str) -> str:
        """How often the bots beat a printed opponent, as measured (the game's
        solo-figures.yaml): at the level chosen, else at the level a game starts with;
        "" where nothing was measured."""
        if kind not in self.rules.automa_names:
            return ""
        if self.figures is None:
            from shared.engine import solofigures
            from shared.engine.data import DataError
            try:
                self.figures = solofigures.load(self.game.name)
            except DataError as exc:   # a shipped file at fault: the setup goes on without
                self.figures = {}
                self.app.toast(tr("The solo figures could not be read: {problem}",
                                  problem=str(exc)), 8)
        by_level = self.figures.get(kind, {})
        spec = next((s for s in self.rules.option_specs if s.key == self.game.automa_level),
                    None)
        if spec is None:
            return ""
        level = str(self.options[spec.key])
        if level not in by_level:
            level = str(spec.default)
        rows = by_level.get(level, ())
        if not rows:
            return ""
        wins = listing([tr(BOT_WINS[f.bot], percent=f.percent) for f in rows],
                       last="{first}, {rest}")
        return say(Line.of("Bots' wins: {figures} ({option} {level})", figures=wins,
                           option=tr(spec.words()), level=level_label(spec, level)))

    def figures_in_row(self) -> bool:
        """Whether a printed opponent's figures go in its seat's row (where the rules give
        the colours, the colour column is free for them), else in the box beside."""
        return not self.game.colours_per_seat(self.players)

    def about_opponents(self) -> list[tuple[str, list[str]]]:
        """Each printed opponent seated (once, in seat order): its name, and what it tends
        to do, the person's record against it and (unless its row shows them) how often
        the bots beat it, where there is any; [] when there is nothing to say of any."""
        characters = dict(self.game.automa_characters)
        about = []
        for kind in dict.fromkeys(self.kinds[:self.players]):
            if kind in self.rules.automa_names:
                said = [tr(characters[kind]) if kind in characters else "",
                        "" if self.figures_in_row() else self.figures_line(kind),
                        self.record_line(kind)]
                about.append((controller_label(kind, self.game), [t for t in said if t]))
        return about if any(said for _, said in about) else []

    def draw_opponent(self, canvas, y, kind: str) -> None:
        """A printed opponent chosen for a seat: its picture and how often the bots beat
        it (in the colour column, which a game whose rules give the colours leaves free)."""
        from .assets import has_sprite, sprite
        group, _, name = (self.game.automa_picture(kind) if self.game.automa_picture
                          else "").partition(":")
        x = 640
        if group and has_sprite(group, name):
            canvas.box((x, y, 44, 44), (255, 255, 255, 40), radius=8)
            canvas.image(sprite(group, name), (x + 8, y + 2, 28, 40), key=(group, name))
            x += 54
        said = self.figures_line(kind)
        if said:   # smaller print where a longer language or a larger text needs the room
            # (the row's whole height, into the gaps above and below its fields: a larger
            # text size keeps more of its size)
            size = canvas.fitting_size([said], 915 - x, ROW_H - 6, 12, canvas.readable(),
                                       line_gap=1.2)
            canvas.wrapped_about(said, x, y + 22, 915 - x, size, theme.ON_DARK_SOFT,
                                 line_gap=1.2)

    def draw_panel(self, canvas) -> None:
        """The box right of the seats: the game in brief, or, once printed opponents are
        seated, what the setup knows of them (the summary is the first game's; they are
        whom this game is played against)."""
        about = self.about_opponents()
        if about:   # (paragraph, whether it names an opponent)
            heading = tr("Your opponents")
            paragraphs = [(text, text == name) for name, said in about
                          for text in (name, *said)]
        else:
            heading = tr("The game in brief")
            lines = [tr(line) for line in self.game.summary]
            per = self.game.colours_per_seat(self.players)
            if per > 1 and self.game.teams_note:
                lines.insert(0, tr(self.game.teams_note))
            paragraphs = [(line, False) for line in lines]
        if not paragraphs:
            return
        canvas.box((930, 112, 310, 404), (20, 30, 28, 110), radius=12)
        canvas.text(heading, (946, 126), 17, theme.ON_DARK, bold=True)
        ty = 126 + 17 * 1.25 * canvas.text_scale + 8
        apart = 6   # more room between two opponents than inside one
        # smaller print where a longer language or a larger text size needs the room
        size = canvas.fitting_size([text for text, _ in paragraphs], 280,
                                   508 - ty - apart * max(0, len(about) - 1), 14,
                                   canvas.readable(), gap=4)
        for i, (text, name) in enumerate(paragraphs):
            ty += apart if name and i else 0
            ty += canvas.wrapped(text, (946, ty, 280, 60), size,
                                 theme.ON_DARK if name else theme.ON_DARK_SOFT, bold=name) + 4

    def open_lessons(self) -> None:
        from .learn import LessonPicker
        self.app.push(LessonPicker(self.app, self.game))

    def open_rules(self) -> None:
        from .rulebook import open_rules
        open_rules(self.app, self.game.name)

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and \
                not any(getattr(w, "focused", False) for w in self.widgets):
            self.app.pop()
            return
        super().handle(event, pos)

    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        title = tr("New game of {title}", title=tr(self.game.title))
        # left of the buttons at the top right (the rules, a guided game)
        room = min([w.rect[0] for w in self.tail if isinstance(w, Button) and w.rect[1] < 100]
                   + [RULES_BUTTON[0]]) - 76
        size = 36.0
        while size > 20 and canvas.text_width(title, size, True) > room:
            size -= 1   # a long title in smaller print rather than cut
        canvas.text(title, (60, 40 + (36 - size) / 2), size, theme.ON_DARK, bold=True,
                    max_width=room)
        head = canvas.text(tr("Players"), (60, 134), canvas.heading(20), theme.ON_DARK,
                           bold=True, anchor="midleft")
        # under the heading and left of the Name column's head, however large the text
        said, below = players_text(self.game), canvas.to_logical(head.bottomleft)[1]
        canvas.text(said, (60, max(158, below + 7 * canvas.text_scale)),
                    canvas.fit(said, 14, 82), theme.ON_DARK_SOFT, anchor="midleft",
                    max_width=82)
        per = self.game.colours_per_seat(self.players)
        heads = [(tr("Name"), 150), (tr("Played by"), 430)]
        if per:   # (a game whose rules give the colours asks for none)
            heads.append((tr("Colour") if per == 1 else tr("Team colours"), 640))
        for label, x in heads:   # (growing up, away from the first seat's row)
            canvas.text(label, (x, ROW_Y - 6), 15, theme.ON_DARK_SOFT, bold=True,
                        anchor="bottomleft")
        for seat in range(self.players):
            y: float = ROW_Y + seat * ROW_H   # float: the option rows below reuse it
            canvas.text(tr("Seat {n}", n=seat + 1), (60, y + 22), 17, theme.ON_DARK,
                        anchor="midleft")
            if self.figures_in_row() and self.kinds[seat] in self.rules.automa_names:
                self.draw_opponent(canvas, y, self.kinds[seat])
        self.draw_panel(canvas)
        top = self.options_top()
        canvas.text(tr("Options"), (60, top - 26), 15, theme.ON_DARK_SOFT, bold=True)
        size, heights = self.option_rows(canvas)
        specs = self.shown_options() + [HINTS]
        tops = row_tops(top, heights)
        if [self.option_choices[spec.key].rect[1] for spec in specs] != tops:
            self.place_options(heights)   # rows as tall as their notes at this text size
        for spec, y, height in zip(specs, tops, heights):
            canvas.text(option_label(spec), (150, y + 20), 17, theme.ON_DARK, anchor="midleft",
                        max_width=270)
            note = option_note(spec, self.options.get(spec.key, self.hints_allowed))
            canvas.wrapped(note, (OPTION_X + 264, y + 2, NOTE_W, height - 4), size,
                           theme.ON_DARK_SOFT, line_gap=1.2)
        canvas.text(tr("Seed"), (930, 530), 15, theme.ON_DARK_SOFT, bold=True)
        said = tr("same seed, same game")   # right of the seed's field, on two lines if need be
        size = canvas.fitting_size([said], 150, 44, 13, canvas.readable(), line_gap=1.15)
        canvas.wrapped_about(said, 1090, 582, 150, size, theme.ON_DARK_SOFT, line_gap=1.15)
        problem = self.problem()
        if problem:
            canvas.text(problem, (60, 676), 16, (255, 150, 130), anchor="midleft")
        for widget in self.widgets:
            widget.draw(canvas)
