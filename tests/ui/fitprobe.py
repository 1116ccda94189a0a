"""Draws every scene of every game and reports what does not fit (run apart by
tests/ui/test_fit.py: `python -m tests.ui.fitprobe LANGUAGE`, LANGUAGE `en`, `de` or `pseudo`).

Each scene is drawn at each window size and text size, with the canvas watched:
- `cut`: a line shrunk as far as `Canvas.text` shrinks and still too wide (so cut with an
  ellipsis), a word wider than the width `Canvas.wrapped` draws it in, or ink outside the
  window;
- `glyph`: a character the font has no glyph for (drawn as a box);
- `overlap`: two different texts whose ink meets, neither hidden by what is drawn later;
- `small`: at 1366x768 and 100 % text, a text drawn under 12 px (its font's pixel size)
  (test_fit.py leaves out what need not be read).
Prints one JSON line: {"findings": [[kind, scene, text, where], ...], "frames": N,
"asked": [every sentence looked up while drawing], "scenes": [each scene drawn]}; a
finding's `where` is the line that drew it (a `small` one's ends with its pixel size).
LANGUAGE is `en`, `de` or `pseudo`: the floor is checked in the real languages only (the
pseudo-language is 40 % longer than any, so it shrinks what real ones need not)."""
from __future__ import annotations

import json
import os
import string
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[2]
# the first window on a 1024x600 screen (shared/ui/app.py fitting_window), the commonest
# laptop screen and full HD
SIZES = [(888, 500), (1366, 768), (1920, 1080)]
# the smallest, default and largest text size the settings allow (percent)
TEXT_SIZES = [85, 100, 150]
# where text is measured against the floor: what a person must read is drawn at least
# SMALLEST pixels high at this window and text size (issue 28)
READ_AT, READ_TEXT_SIZE, SMALLEST = (1366, 768), 100, 12
GAME_SCENES = ("setup", "learn", "table", "coach", "scores", "rules", "chart", "replay")
# and where a game has them: setup and table with the most seats, a table against the
# printed opponents (up to three of them)
MORE_SCENES = ("setup-most", "table-most", "table-solo")
APP_SCENES = ("launcher", "settings", "load", "records")

# --- the pseudo-language: each sentence 40 % longer, its letters accented -----------------
ACCENTED = str.maketrans("aeiouycnAEIOUYCN", "àéîõüýçñÀÉÎÕÜÝÇÑ")


def longer(word: str) -> str:
    """A word 40 % longer (its last letter repeated) and accented: words stay words, so
    the text wraps where it would."""
    core = word.rstrip(".,:;!?)…'\"")
    letters = [ch for ch in core if ch.isalpha()]
    pad = letters[-1] * ((len(letters) * 2 + 4) // 5) if letters else ""
    return (core + pad).translate(ACCENTED) + word[len(core):]


def pseudo(template: str) -> str:
    """`template` in the pseudo-language, its {placeholders} kept as they are."""
    out = []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        words = literal.split(" ")
        out.append(" ".join(longer(w) for w in words).replace("{", "{{").replace("}", "}}"))
        if field is not None:
            out.append("{" + field + (f"!{conversion}" if conversion else "")
                       + (f":{spec}" if spec else "") + "}")
    return "".join(out)


ASKED: set[str] = set()   # every sentence looked up while the scenes were drawn


class Pseudo(dict):
    """A catalogue that knows every sentence (plural pairs fall back to it in `trn`)."""

    def get(self, text, default=None):
        ASKED.add(text)
        return pseudo(text)


class Asked(dict):
    """A language's own catalogue, remembering what is looked up in it."""

    def get(self, text, default=None):
        ASKED.add(text if isinstance(text, str) else text[0])   # a plural pair: its singular
        return super().get(text, default)

    def __contains__(self, text) -> bool:
        return True


def use(language: str) -> None:
    from shared.engine import i18n
    if language == "pseudo":
        i18n.use_catalogue({}, name="en")
        i18n._catalogue = Pseudo()   # type: ignore[assignment]   # a lookup, not a table
        i18n._language = "pseudo"
    else:
        i18n.use_language(language)
        i18n._catalogue = Asked(i18n._catalogue)   # type: ignore[assignment]
        i18n._plurals = Asked(i18n._plurals)       # type: ignore[assignment]


# --- watching the canvas ----------------------------------------------------------------

class Watch:
    """What one frame drew, and every finding so far."""

    def __init__(self):
        self.scene = ""
        self.texts: list = []        # (ink rect, text, where) still visible in this frame
        self.findings: dict = {}     # (kind, scene, text) -> where
        self.checked: dict = {}      # (char, bold) -> has a glyph
        self.floor = False           # whether this frame's texts are held to SMALLEST

    def find(self, kind: str, text: str, where: str) -> None:
        self.findings.setdefault((kind, self.scene, text), where)

    def hide(self, rect) -> None:
        """Something opaque drawn over `rect`: texts under it are not read."""
        if self.texts and rect.w > 0 and rect.h > 0:
            hit = set(rect.collidelistall([t[0] for t in self.texts]))
            if hit:
                self.texts = [t for i, t in enumerate(self.texts) if i not in hit]

    def overlaps(self) -> None:
        rects = [t[0] for t in self.texts]
        for i, (rect, text, where) in enumerate(self.texts):
            for j in rect.collidelistall(rects[i + 1:]):
                other, other_text, other_where = self.texts[i + 1 + j]
                if other_text == text:
                    continue   # one label drawn twice (a shadow, an outline)
                meet = rect.clip(other)
                if meet.w >= 3 and meet.h >= max(3, 0.3 * min(rect.h, other.h)):
                    pair = sorted([(text, where), (other_text, other_where)])
                    self.find("overlap", f"{pair[0][0]} ⟂ {pair[1][0]}",
                              f"{pair[0][1]} / {pair[1][1]}")
        self.texts = []


def caller() -> str:
    """The first line outside the canvas that asked for this text."""
    frame = sys._getframe(2)
    while frame and Path(frame.f_code.co_filename).name in ("canvas.py", "fitprobe.py"):
        frame = frame.f_back
    if frame is None:
        return "?"
    path = Path(frame.f_code.co_filename)
    try:
        path = path.relative_to(ROOT)
    except ValueError:
        pass
    return f"{path.as_posix()}:{frame.f_lineno} {frame.f_code.co_name}"


def has_glyph(face, ch: str) -> bool:
    """Whether `face` draws `ch` as itself, not as its box for a missing glyph (.notdef:
    what a private-use character beyond every font draws)."""
    if ch.isspace() or not ch.isprintable():
        return True
    import pygame
    shown = pygame.image.tobytes(face.render(ch, True, (0, 0, 0), (255, 255, 255)), "RGB")
    box = pygame.image.tobytes(face.render("\U0010fffd", True, (0, 0, 0), (255, 255, 255)),
                               "RGB")
    return shown != box


def watch(watch_: Watch) -> None:
    """Patch the canvas to report to `watch_` what it draws."""
    import pygame

    from shared.ui import canvas as C
    real_text, real_surface, real_wrapped = C.Canvas.text, C.Canvas.text_surface, C.Canvas.wrapped
    real_box, real_image, real_circle = C.Canvas.box, C.Canvas.image, C.Canvas.circle

    def text_surface(self, text, size, colour, bold=False):
        surf = real_surface(self, text, size, colour, bold)
        self.last_surface = surf
        self.last_px = self.px(size * self.text_scale)   # the font's size in pixels
        for ch in set(C.drawable(text)):
            if (ch, bold) not in watch_.checked:
                watch_.checked[ch, bold] = has_glyph(C.font(32, bold), ch)
            if not watch_.checked[ch, bold]:
                watch_.find("glyph", f"{ch!r} in {text}", caller())
        return surf

    def text(self, text, pos, size=18, colour=C.theme.INK, bold=False, anchor="topleft",
             max_width=None, least=None):
        if max_width is not None:
            s, floor = size, size * 0.7 if least is None else min(size, least)
            while s > floor and self.text_width(text, s, bold) > max_width:
                s = max(floor, s * 0.94)
            if self.text_width(text, s, bold) > max_width:
                watch_.find("cut", text, caller())
        r = real_text(self, text, pos, size, colour, bold, anchor, max_width, least)
        ink = self.last_surface.get_bounding_rect().move(r.topleft)
        seen = ink.clip(self.surface.get_clip())
        if seen.w and seen.h and text.strip():
            if not self.rect((0, 0, *C.theme.LOGICAL_SIZE)).inflate(2, 2).contains(seen):
                watch_.find("cut", f"{text} (outside the window)", caller())
            watch_.texts.append((seen, text, caller()))
            if watch_.floor and self.last_px < SMALLEST:
                watch_.find("small", text, f"{caller()} at {self.last_px} px")
        return r

    def wrapped(self, text, r, size=16, colour=C.theme.INK, bold=False, line_gap=1.25):
        for line in self.wrap(text, r[2], size, bold):   # (a wrap only measured is no cut)
            if self.text_width(line, size, bold) > r[2] + 0.5:
                watch_.find("cut", f"{line} (wider than its wrap, in: {text})", caller())
        return real_wrapped(self, text, r, size, colour, bold, line_gap)

    def opaque(colour) -> bool:
        return len(colour) == 3 or colour[3] >= 200

    def box(self, r, colour, radius=0, width=0, shadow=False):
        real_box(self, r, colour, radius, width, shadow)
        if not width and opaque(colour):
            watch_.hide(self.rect(r).clip(self.surface.get_clip()))

    def image(self, surface, r, key=None, alpha=255):
        real_image(self, surface, r, key, alpha)
        if alpha >= 200:
            watch_.hide(self.rect(r).clip(self.surface.get_clip()))

    def circle(self, centre, radius, colour, width=0):
        real_circle(self, centre, radius, colour, width)
        if not width and opaque(colour):   # (the square inside the disc)
            c, d = self.point(*centre), self.px(radius) * 1.4
            watch_.hide(pygame.Rect(c[0] - d / 2, c[1] - d / 2, d, d))

    C.Canvas.text, C.Canvas.text_surface, C.Canvas.wrapped = text, text_surface, wrapped
    C.Canvas.box, C.Canvas.image, C.Canvas.circle = box, image, circle


# --- the scenes -------------------------------------------------------------------------

class Games:
    """Each game played once: a table in play (four moves a seat and one, as the
    screenshot command's default) and a finished game, with three greedy seats (or
    `seats`)."""

    def __init__(self):
        self.cache: dict = {}

    def match(self, game: str, finished: bool, seats: tuple = ("greedy",) * 3):
        key = game, finished, seats
        if key not in self.cache:
            from shared.bots.playout import play_out
            from shared.engine import registry
            from shared.engine.match import Match
            rules = registry.get_rules(game)
            match = Match(rules, rules.make_config(list(seats), {}, 3))
            play_out(match, max_moves=None if finished else 4 * len(seats) + 1)
            self.cache[key] = match
        return self.cache[key]


def more_scenes(game: str) -> list[str]:
    """The scenes of MORE_SCENES that `game` has."""
    from shared.engine import registry
    rules = registry.get_rules(game)
    return (["setup-most", "table-most"] if rules.max_players > 4 else []) + \
        (["table-solo"] if rules.automa_names else [])


def keep_games(games: Games, names) -> None:
    """A save of each game (the Load screen lists them) and its result counted for two
    people (the Records screen shows them)."""
    from shared.engine import records, saves
    from shared.engine.paths import saves_dir
    for game in names:
        for finished in (False, True):
            match = games.match(game, finished)
            saves.save(match, saves_dir() / f"{game}-{finished}.yaml",
                       {"names": ["Anna", "Bernd", "Clara"]})
        records.count_game(f"{game}-fit", game, games.match(game, True).result(),
                           {0: "Anna", 1: "Bernd"})


def build(app, scene: str, game: str, games: Games) -> None:
    from shared.ui import shots
    if scene in ("launcher", "settings"):
        shots.show_launcher(app, settings=scene == "settings")
    elif scene == "load":
        from shared.ui.launcher import Launcher
        from shared.ui.loadgame import LoadGame
        app.push(Launcher(app))
        app.push(LoadGame(app))
    elif scene == "records":
        from shared.ui.launcher import Launcher
        from shared.ui.recordbook import RecordBook
        app.push(Launcher(app))
        app.push(RecordBook(app))
    elif scene == "learn":
        from shared.ui.games import game_ui
        from shared.ui.learn import LessonPicker
        shots.show_setup(app, game)
        app.push(LessonPicker(app, game_ui(game)))
    elif scene == "coach":   # the first lesson's coach at its first step
        from shared.engine import lessons
        from shared.ui.coach import start_lesson
        table = start_lesson(app, game, lessons.load(game).sections[0].id)
        table.update(0)
    elif scene in ("setup", "setup-most"):
        shots.show_setup(app, game)
        if scene == "setup-most":
            app.scene.set_players(app.scene.rules.max_players)
    elif scene in ("table-most", "table-solo"):
        from shared.engine import registry
        rules = registry.get_rules(game)
        seats = (("greedy",) * rules.max_players if scene == "table-most" else
                 ("greedy", *rules.automa_names[:3]))
        shots.show_table(app, games.match(game, False, seats), None)
    elif scene in ("table", "rules"):
        table = shots.show_table(app, games.match(game, False), None)
        if scene == "rules":
            table.open_rules()
    elif scene == "scores":
        shots.show_table(app, games.match(game, True), None, scores=True)
    else:
        match = games.match(game, True)
        at = len(match.log) if scene == "chart" else len(match.log) // 2
        shots.show_viewer(app, match, at=at, chart=scene == "chart")


def scenes_of(game: str) -> list[str]:
    from shared.engine import lessons
    return [s for s in GAME_SCENES if s not in ("learn", "coach") or lessons.has_lessons(game)
            ] + more_scenes(game)


def main(language: str) -> None:
    # a data folder of its own under the one given (the test's), never the person's
    base = os.environ.get("TOWN_SQUARES_HOME") or tempfile.mkdtemp(prefix="fit-home-")
    os.environ["TOWN_SQUARES_HOME"] = str(Path(base) / language)
    import pygame

    from shared.ui import shots
    from shared.ui.games import GAMES
    seen = Watch()
    watch(seen)
    games = Games()
    keep_games(games, GAMES)
    use(language)
    jobs = [(scene, "") for scene in APP_SCENES] + \
        [(scene, game) for game in GAMES for scene in scenes_of(game)]
    frames = 0
    for text_size in TEXT_SIZES:
        for scene, game in jobs:
            app = shots.offscreen_app(SIZES[0])
            app.canvas.text_scale = text_size / 100
            build(app, scene, game, games)
            for size in SIZES:
                app.canvas.resize(pygame.Surface(size))
                seen.scene = f"{game or 'app'} {scene} {size[0]}x{size[1]} text {text_size}%"
                seen.texts = []
                seen.floor = language != "pseudo" and size == READ_AT and \
                    text_size == READ_TEXT_SIZE
                app.draw()
                seen.overlaps()
                frames += 1
    findings = [[kind, scene, text, where] for (kind, scene, text), where in
                seen.findings.items()]
    print(json.dumps({"findings": findings, "frames": frames, "asked": sorted(ASKED),
                      "scenes": [f"{game or 'app'} {scene}" for scene, game in jobs]}))


if __name__ == "__main__":
    main(sys.argv[1])
