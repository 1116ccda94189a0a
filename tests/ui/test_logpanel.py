"""The log panel shows every line whole (issue 27): wrapped, never cut, the panel full at
every scroll position, and scrolling back reaches every line of the game's longest turn."""
import pygame

from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.session import Session


def longest_turn(match) -> int:
    """The index of the log entry narrated in the most lines."""
    rules = match.rules
    sizes = [len(rules.narrate(match.before(k), e.seat, e.move, e.events))
             for k, e in enumerate(match.log)]
    return max(range(len(sizes)), key=sizes.__getitem__)


def test_every_line_of_the_longest_solo_turn_is_readable_at_every_scroll_position(app):
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["greedy", "bertha", "denzel"], {}, 6))
    play_out(match, max_moves=400)
    k = longest_turn(match)
    past = match.at(k + 1)
    table = registry.game_info("circleville").table_scene()(
        app, Session(past, {}, autosave=False), live=False)
    app.push(table)
    panel = table.log_panel
    entry = table.narrator.entry_lines(k)
    assert len(entry) >= 6, entry
    x, y, w, h = panel.rect
    drawn = []
    real = app.canvas.text

    def text(words, pos, *a, **kw):
        if x <= pos[0] < x + w and y <= pos[1] < y + h:
            drawn.append(words)
        return real(words, pos, *a, **kw)
    app.canvas.text = text
    inside = (x + 5, y + 5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    seen, positions = set(), 0
    while True:
        drawn.clear()
        table.draw(app.canvas)
        assert len(drawn) == min(panel.capacity(), panel.total)   # no blank rows
        for row in drawn:
            assert not row.endswith("…")                          # nothing cut
            assert app.canvas.text_width(row, panel.size) <= w    # inside the panel
        seen |= {word for row in drawn for word in row.split()}
        positions += 1
        before = panel.back
        panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=inside), inside)
        panel.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1), inside)
        if panel.back == before:
            break
    app.canvas.text = real
    assert positions > 1
    for line in entry:
        assert set(line.split()) <= seen, line


def test_a_long_line_wraps_and_keeps_its_indent(app):
    from shared.ui.logpanel import LogPanel
    long = "   " + " ".join(["word"] * 40)
    panel = LogPanel((100, 100, 300, 200), lambda: lines)
    lines = ["Head line", long]
    rows = panel.rows(app.canvas, lines)
    assert rows[0] == "Head line" and len(rows) > 3
    assert all(row.startswith("   ") for row in rows[1:])
    assert " ".join(r.strip() for r in rows[1:]) == long.strip()


def test_rows_kept_from_one_frame_to_the_next_equal_rows_wrapped_afresh(app):
    """The panel wraps only the lines it has not wrapped before: as the log grows, and
    after its width changes, its rows are the rows of a panel that never saw it before."""
    from shared.ui.logpanel import LogPanel
    words = ["Ana", "takes", "the", "red", "action", "tile", "from", "rondel", "space", "6"]
    log = [" " * (k % 3) + " ".join(words[:3 + k % 8] * (1 + k % 4)) for k in range(40)]
    kept = LogPanel((100, 100, 300, 200), lambda: log)
    for n in range(1, len(log) + 1):
        fresh = LogPanel((100, 100, 300, 200), lambda: log)
        assert kept.rows(app.canvas, log[:n]) == fresh.rows(app.canvas, log[:n])
    kept.rect = (100, 100, 180, 200)
    narrow = LogPanel((100, 100, 180, 200), lambda: log)
    assert kept.rows(app.canvas, log) == narrow.rows(app.canvas, log)
    assert len(narrow.rows(app.canvas, log)) > len(fresh.rows(app.canvas, log))


def test_a_per_cent_sign_stays_on_the_line_of_its_number(app):
    canvas = app.canvas
    text = "Bots' wins: expert bot 0 %, strong bot 2 % (solo head start 4)"
    for width in range(120, 420, 4):
        lines = canvas.wrap(text, width, 13)
        assert " ".join(lines) == text
        assert not any(line.startswith("%") for line in lines), (width, lines)
