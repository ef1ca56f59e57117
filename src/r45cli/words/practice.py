"""The words of practice: wrong methods by name, predict mode, grading, review and the lab's own lines."""

from . import Message


class PracticeWords:
    # the wrong methods (mistakes.MISTAKES), each a name and one line of why
    mis_relu_forgotten = Message("忘了 ReLU", "ReLU forgotten")
    mis_relu_forgotten_why = Message(
        "你让 h = a：负的预激活也被带进了 W2。ReLU 应先把它们置零。",
        "You used h = a: the negative pre-activations went on into W2. ReLU sets them to 0 first.",
    )
    mis_w2_transposed = Message("W2 按行读了（转置）", "W2 read by rows (transposed)")
    mis_w2_transposed_why = Message(
        "f_j 用的是 W2 的第 j 行；应当用第 j 列，对全部六个 h 加权求和。",
        "f_j took row j of W2; it is column j, a weighted sum over every h.",
    )
    mis_residual_forgotten = Message("忘了残差", "residual forgotten")
    mis_residual_forgotten_why = Message(
        "你把 LayerNorm 用在了 f 上；应先把 u 加回来：s = u + f，再归一化。",
        "You normalised f alone; add u back first, s = u + f, then normalise.",
    )
    mis_residual_after_norm = Message("残差加在了 LayerNorm 之后", "residual added after the norm")
    mis_residual_after_norm_why = Message(
        "你算的是 u + LN(f)（那是 pre-norm 的顺序）；post-norm 是 LN(u + f)。",
        "You computed u + LN(f) (the pre-norm order); post-norm is LN(u + f).",
    )
    mis_mean_over_positions = Message("均值按位置求了", "mean taken over positions")
    mis_mean_over_positions_why = Message(
        "LayerNorm 对一个位置的各个通道求均值；这里只有一个位置，按位置求均值就得到 s 本身，s − 均值处处为 0。",
        "LayerNorm averages the channels of one position; with the one position here, an average over positions is s itself, and s − mean is 0 everywhere.",
    )
    mis_unbiased_variance = Message("方差除以 n − 1", "you used n − 1")
    mis_unbiased_variance_why = Message(
        "LayerNorm 的方差除以通道数 n，不是 n − 1（不做无偏修正）。",
        "LayerNorm's variance divides by the number of channels n, not n − 1 (no unbiased correction).",
    )
    mis_eps_omitted = Message("漏了 eps", "eps left out")
    mis_eps_omitted_why = Message("分母是 √(方差 + eps)，你用了 √方差。", "The divisor is √(var + eps); you used √var.")
    mis_eps_outside_root = Message("eps 加在了根号外", "eps added outside the root")
    mis_eps_outside_root_why = Message("分母是 √(方差 + eps)，你用了 √方差 + eps。", "The divisor is √(var + eps); you used √var + eps.")
    mis_sign_from_u = Message("符号按 u 判断了", "sign read from u")
    mis_sign_from_u_why = Message(
        "z_i 的符号由 s_i − mean(s) 决定，不是 u_i：残差之后还要减去均值。",
        "The sign of z_i follows s_i − mean(s), not u_i: after the residual, the mean is taken away.",
    )
