"""Round 656: a Mercurial patch series as hg export writes it (two changesets: the first pass of the notes and their
correction, each message over the diff of the notes file): a guessed version bound taken back ('Please ignore the
"..." guess'), a config file's settings ("deepseek_v4_base.yaml already sets ..."), the kimi_k3 and pre-broadcast
patches beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fifty_sixth_hg_export_deepseek_v4_pp_tensor_shape.md"

TITLE = "six-hundred-and-fifty-sixth-round report (a Mercurial patch series from hg export)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
            'feature.summary': 'DeepSeek-V4: pack hc_mult=K hyper-streams into the PP wire seq axis so [S*K, B, D] passes between PP stages (covers both the 1F1B get_tensor_shapes path and the interleaved-1F1B / VPP inline tensor_shape path).',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/deepseek_v4_pp_shape_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
            'feature.summary': 'DeepSeek-V4: pack hc_mult=K hyper-streams into the PP wire seq axis so [S*K, B, D] passes between PP stages (covers both the 1F1B get_tensor_shapes path and the interleaved-1F1B / VPP inline tensor_shape path).',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('0.14', 'hc_mult', 'get_forward_backward_func', 'kimi_k3', 'pre_broadcast', 'attn_res_num_blocks_max'),
        mentioned=('get_tensor_shapes', 'hc_mult'),
    ),
}
