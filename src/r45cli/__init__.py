"""r45: a terminal step-through tutor for lesson R45 of a Transformer course.

The FFN, residual and LayerNorm that close a post-norm encoder block, computed
live with numpy from the lesson file states.yaml.
"""

__version__ = "0.1.0"
