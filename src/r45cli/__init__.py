"""r45: a terminal step-through tutor for lesson R45 of a Transformer course.

The FFN, residual and LayerNorm that close a post-norm encoder block, computed
live with numpy from the lesson file states.yaml.

The math is importable for a notebook (numpy is loaded only on first use):

    from r45cli import load_lesson, demo_params, encoder_layer
    params, x = demo_params(load_lesson())
    out = encoder_layer(x, params)      # out.weights, out.u, out.z, ...

Importing this package imports nothing else: `r45` starts here, before its
entry point can catch a Ctrl-C, so no import may happen outside that.
"""

__version__ = "0.2.0"


def packaged_states() -> str:
    """The lesson file r45 reads without --states: states.yaml in the wheel beside this file, or at the top of a
    source checkout (os, loaded with the interpreter, is all it needs)."""
    import os

    here = os.path.dirname(os.path.realpath(__file__))
    for candidate in (os.path.join(here, "states.yaml"), os.path.join(here, os.pardir, os.pardir, "states.yaml")):
        if os.path.isfile(candidate):
            return os.path.normpath(candidate)
    return os.path.join(here, "states.yaml")  # reported as missing when it is read


def version_text() -> str:
    """The version, and where the lesson file is, to copy and edit (as pip's --version says where pip is)."""
    return f"r45 {__version__} (lesson file {packaged_states()})"

# public name -> (module, attribute); resolved lazily so `r45 --version` stays fast
_EXPORTS = {
    "load_lesson": ("lesson", "load"),
    "LessonError": ("lesson", "LessonError"),
    "compute_example": ("worked", "compute"),
    "demo_params": ("worked", "demo_params"),
    "encoder_layer": ("encoder", "encoder_layer"),
    "pre_norm_encoder_layer": ("encoder", "pre_norm_encoder_layer"),
    "multi_head_attention": ("encoder", "multi_head_attention"),
    "EncoderParams": ("encoder", "EncoderParams"),
    "AttentionParams": ("encoder", "AttentionParams"),
    "Head": ("encoder", "Head"),
    "EncoderTrace": ("encoder", "EncoderTrace"),
    "FFNParams": ("nn", "FFNParams"),
    "LayerNormParams": ("nn", "LayerNormParams"),
    "ffn": ("nn", "ffn"),
    "ffn_jacobian": ("nn", "ffn_jacobian"),
    "layer_norm_jacobian": ("nn", "layer_norm_jacobian"),
    "ffn_sublayer": ("nn", "ffn_sublayer"),
    "layer_norm": ("nn", "layer_norm"),
}
__all__ = ["__version__", *_EXPORTS]


def __getattr__(name: str) -> object:
    try:
        module, attribute = _EXPORTS[name]
    except KeyError:
        raise AttributeError(f"module 'r45cli' has no attribute {name!r}") from None
    from importlib import import_module

    return getattr(import_module(f".{module}", __name__), attribute)


def __dir__() -> list[str]:
    return sorted(__all__)
