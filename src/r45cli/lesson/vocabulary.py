"""The names a lesson file may use, defined once and imported by every module that needs them.

A panel kind, a stage of the computation, a statistic, a quiz set or a lab
experiment is spelled here and nowhere else: the schema checks the file
against these tuples, the renderers keep a registry keyed by them, and the
computing modules answer for each of them.
"""

from ..messages import LANGS  # noqa: F401 - a lesson's texts come in the interface's languages

LESSON_VERSION = 1  # the `version:` this program reads

# The worked example's vectors, in the order they are computed (one position).
FFN_STAGES = ("u", "a", "h", "f", "s", "z")
HIDDEN_STAGES = ("a", "h")  # as wide as the hidden layer; the others are as wide as u
STATS = ("mean", "var", "std")  # the second LayerNorm's statistics of s
LN_SETTINGS = ("eps", "gamma", "beta")  # LayerNorm's own numbers, as the lesson file names them
PRINTED_STAGES = ("h", "f", "s", "z")  # stages whose values the course prints, under `printed:`

MATRIX_NAMES = ("W1", "W2", "W_O")  # W_O belongs to the demonstration sequence
GIVEN_NAMES = (*FFN_STAGES, "W1", "W2")  # what a question may show with it: the example's vectors and weights
DRAWABLE = ("u", "W2")  # what a fresh quiz or review may draw anew for a question (`draw:`); u always is
DEMO_MATRICES = ("W_O",)
# The demonstration sequence through a whole encoder layer, one row a position.
SEQUENCE_STAGES = ("x", "concat", "attention", "u", "a", "h", "f", "s", "z")
HEAD_FIELDS = (("Wq", "bq"), ("Wk", "bk"), ("Wv", "bv"))

PANEL_KINDS = (
    "vectors",
    "matrix",
    "hidden",
    "composition",
    "layernorm",
    "scopes",
    "formula",
    "visibility",
    "residual",
    "attention",
    "sequence",
    "bars",
    "nonlinearity",
)
# Panels that need `of:`, and the names each accepts there.
PANEL_TAKES = {"vectors": FFN_STAGES, "bars": FFN_STAGES, "matrix": MATRIX_NAMES, "sequence": SEQUENCE_STAGES}
DEMO_PANELS = ("attention", "sequence", "nonlinearity")  # panels that run the demonstration sequence
UNBIASED_PANELS = ("nonlinearity",)  # those that run it with attention's biases at 0
# panels of the example's own numbers: read again at a state come back to, where the rest heard before is named
EXAMPLE_PANELS = ("vectors", "hidden", "composition", "layernorm", "bars", "residual")
WHAT_IF_FIXED = ("formula", "nonlinearity")  # panels no what-if changes: not said again after one, in linear text
# A note may say it is about the course's numbers (held back while the learner's are shown), or about ReLU at work
# (held back while a what-if has switched ReLU off).
# course: true of the course's own numbers; example: of the example's, as the state's claims check them (kept in an
# instructor's file whose claims hold, held back on a learner's own numbers); relu: while ReLU is at work
NOTE_ABOUT = ("course", "example", "relu")

SCOPES = ("across", "within")  # a diagram part reads across positions, or works within one
PART_WIDTHS = ("model", "hidden")  # a diagram part's output is as wide as u, or as the FFN's hidden layer (b1)
# what a what-if may switch off, and the part then says so: the FFN's nonlinearity (ReLU off), its projection (W2 = 0)
PART_ROLES = ("activation", "projection")

QUIZ_KINDS = ("number", "set", "choice")
# a state's questions: for `r45 quiz`, and asked before its reveal in `step --predict`
QUESTION_LISTS = ("quiz", "predict")
QUIZ_SETS = {"relu_zeroed": "h", "negative_u": "u", "negative_z": "z"}  # set name -> the vector it names
QUIZ_SET_SOURCES = {"relu_zeroed": "a"}  # the vector that decides membership, when not the named one

# The wrong methods grading names (mistakes.MISTAKES, in its order): a skill of the lesson lists its own
SLIPS = ("sign_from_u", "relu_forgotten", "relu_one_kept", "relu_inverted", "difference_reversed", "w2_transposed",
         "pairs_swapped",
         "relu_on_f", "b1_left_out", "b2_left_out", "a_term_flipped", "f_term_flipped", "a_term_left_out",
         "f_term_left_out", "sign_flipped",
         "residual_forgotten", "residual_one_forgotten", "f_subtracted", "ffn_forgotten", "residual_after_norm",
         "relu_on_z", "mean_of_z",
         "one_position", "mean_minus_1", "mean_not_divided", "unbiased_variance", "var_mean_kept", "std_for_var",
         "var_for_std", "eps_omitted", "eps_outside_root", "mean_kept", "rounded_early")

LAB_EXPERIMENTS = ("zero_wo", "zero_ffn", "no_relu", "causal", "pre_norm", "own_u")
OWN_U = "own_u"  # the experiment that needs the learner's own u

