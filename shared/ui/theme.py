"""Colours and sizes of the app chrome, in one place so the look can be tuned."""
from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "assets"
FONT_REGULAR = ASSETS / "fonts" / "TownSans-Regular.ttf"
FONT_BOLD = ASSETS / "fonts" / "TownSans-Bold.ttf"

LOGICAL_SIZE = (1280, 720)       # every scene lays out in these units
DEFAULT_WINDOW = (1280, 720)     # fits a 1366x768 screen with the title bar and task bar
SCREEN_ROOM = (40, 100)          # what a window leaves of the screen: title, task bar, edge

TABLE = (46, 64, 58)             # felt green-grey table
TABLE_DARK = (34, 48, 44)
PANEL = (250, 246, 236)          # paper
PANEL_EDGE = (196, 184, 160)
INK = (40, 36, 32)
INK_SOFT = (104, 96, 86)
ON_DARK = (244, 240, 230)
ON_DARK_SOFT = (186, 196, 190)
ACCENT = (232, 160, 48)          # highlights, the active seat
ACCENT_DARK = (170, 104, 18)
FOCUS = (120, 200, 255)          # the keyboard's focus ring: unlike any piece or highlight
GOOD = (92, 176, 96)             # legal targets
BAD = (206, 70, 60)
BUTTON = (70, 98, 90)
BUTTON_HOVER = (88, 124, 114)
BUTTON_DISABLED = (74, 84, 80)
SHADOW = (0, 0, 0, 70)
