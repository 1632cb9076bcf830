"""Round 971: a coding assistant's chat history file (its start headers, the user's prompts, the replies, tool output lines): a
wrapped metrics helper the user questions and the reply takes back, the FLOPs and latent-size neighbours, a hypothetical
config."""

from __future__ import annotations

from .case import Case
from .names import KIMI_K3_MTP_ALLOWED

REPORT = "nine_hundred_seventy_first_aider_chat_history_kimi_k3_mtp_num_layers.md"

TITLE = "nine-hundred-and-seventy-first-round report (a coding assistant's chat history file)"
CASES = {
    REPORT: Case(
        allowed={
            **KIMI_K3_MTP_ALLOWED,
            'feature.summary': "Kimi K3: mirror num_nextn_predict_layers onto the args-layer mtp_num_layers, which arguments.py's MTP validation, training.py's FLOPs/params reporting and MTPLossLoggingHelper all read and which the config-layer post_init mapping does not reach.",
        },
        required={
            'feature.id': 'megatron.args.kimi_k3_mtp_num_layers',
            'feature.summary': "Kimi K3: mirror num_nextn_predict_layers onto the args-layer mtp_num_layers, which arguments.py's MTP validation, training.py's FLOPs/params reporting and MTPLossLoggingHelper all read and which the config-layer post_init mapping does not reach.",
            'feature.patch_style': 'config_rewrite',
            'enable.flags': {('model_type', 'kimi_k3')},
            'enable.phase': 'build_args',
        },
        nowhere=('track_mtp_metrics', 'num_floating_point_operations', 'kimi_k3_mirror_mtp', 'enable_primus_turbo'),
        mentioned=(),
    ),
}
