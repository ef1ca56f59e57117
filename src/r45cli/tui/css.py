"""The full-screen step's layout in Textual CSS: the question, the list, the pane, the what-if, the footer, overlays.

Classes on the screen, set by the app from the terminal's size and the keys:
`narrow` (under 60 columns), `list-folds` (under 100: the list starts
hidden), `list-titles` (160 and more: titles beside the ids), `list-toggled`
(`l`: the list shown where it starts hidden, hidden where it starts shown),
`question-folded` (`t`, or the first move on a short terminal), `short`
(under 30 rows: the question and the what-if's banner a line each),
`question-whole` (`t` on a short terminal: the question whole). On the app,
`cramped` (under 20 rows or 60 columns): a window over the step (the keys,
`why`, predict mode's) takes the whole screen.
"""

CSS = """
#question { height: auto; padding: 0 1; background: $primary-background; text-style: bold; }
#question-line { display: none; height: 1; padding: 0 1; background: $primary-background; text-style: bold;
  text-wrap: nowrap; text-overflow: ellipsis; }
.short #question { display: none; }
.short #question-line { display: block; }
.short.question-whole #question { display: block; }
.short.question-whole #question-line { display: none; }
.question-folded #question, .question-folded #question-line { display: none; }
#body { height: 1fr; }
#states { width: 10; height: 100%; border: none; border-right: vkey $primary; }
.list-toggled #states { display: none; }
.list-folds #states { display: none; }
.list-folds.list-toggled #states { display: block; }
.narrow.list-toggled #states { width: 100%; border-right: none; }
.narrow.list-toggled #main { display: none; }
#main { width: 1fr; }
#whatif { height: auto; display: none; padding: 0 1; background: $boost; }
#whatif.open { display: block; }
#whatif-label { color: $warning; text-style: bold; width: 100%; }
#whatif-values { grid-size: 4; grid-gutter: 0 1; height: auto; max-height: 8; overflow-y: auto; }
#whatif-values .component-cell { height: 1; width: 100%; }
#whatif-values Input { width: 1fr; min-width: 10; }
#whatif-values .component { width: 4; color: $text-muted; }
#whatif-problem { color: $error; width: 100%; display: none; }
#whatif-problem.shown { display: block; }
#whatif.course #whatif-values, #whatif.course #whatif-switches { opacity: 55%; }
#whatif-switches Switch { margin-right: 2; }
#whatif-switches { height: auto; }
Input.-invalid { background: $error 30%; }
#pane { height: 1fr; padding: 0 0 0 1; scrollbar-gutter: stable; scrollbar-color: $primary;
  scrollbar-color-hover: $accent; scrollbar-color-active: $accent; scrollbar-background: $panel; }
/* while the what-if is open, Tab reaches the pane too: where the focus is, a bar shows (it had been invisible) */
.whatif-open #pane:focus { border-left: outer $accent; padding-left: 0; }
#footer { dock: bottom; height: 1; background: $panel; padding: 0 0 0 1; }  /* the last column too: "a again" fits 40 */
HelpScreen, WhyScreen, PredictScreen { align: center middle; background: $background; }
Toast { max-width: 90%; }
#dialog { width: 90%; max-width: 100; height: auto; max-height: 90%; border: thick $primary; background: $surface;
  padding: 0 1; }
#dialog.tall { height: 90%; }
#why-body, #help-body, #predict-body { height: 1fr; }
#why-body > *, #help-body > *, #predict-body > * { margin-right: 1; }
#dialog.predict { height: 90%; }
.predict-keys { height: auto; padding: 0 1; color: $text-muted; }
#predict-keys-short, .cramped #predict-keys { display: none; }
#predict-line { height: 1; padding: 0 1; }
#predict-answer { width: 1fr; }  /* what is left beside the prompt: at 100% its end (and the cursor) was cut off */
#predict-asked { height: auto; max-height: 3; padding: 0 1; }
#predict-prompt { width: 2; text-style: bold; }
#dialogue-body { height: 1fr; padding: 0 1; scrollbar-gutter: stable; }
#dialogue-body > * { margin-right: 1; }  /* a gap before the scrollbar: the padding lies outside it */
.cramped #dialog { width: 100%; max-width: 100%; height: 100%; max-height: 100%; }  /* last: over #dialog.tall */
.cramped #predict-keys-short { display: block; }
.cramped #why-name { border: none; height: 1; background: $primary 25%; }  /* two more rows of the answer on 16 rows */
/* NO_COLOR draws no colour (app.py): where a colour showed the cursor, a selection or the focus, reverse video does */
Input:nocolor > .input--cursor, Input:nocolor > .input--selection { text-style: reverse; }
Switch:nocolor:focus { text-style: reverse; }
"""
