"""Round 844: the explorer's deep-dive written in Traditional Chinese as Taiwan writes it: "也沒有 import `primus_turbo`" (nor
does it import), part titles "修補邏輯" (patch logic), "程式碼位置" (code location), "版本相容性與相依套件" (versions and
dependencies), a supposed config under "假設性的設定範例", a site row a correction takes back."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_forty_fourth_traditional_chinese_deep_dive_pp_token_pre_broadcast.md"

TITLE = "eight-hundred-and-forty-fourth-round report (a deep-dive in Traditional Chinese)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v4.pp_token_pre_broadcast',
            'feature.summary': frozenset({None, 'DeepSeek-V4 的前 num_hash_layers 個 MoE 層使用 hash routing：DeepseekV4HashRouter（primus/backends/megatron/core/transformer/moe/v4_hash_router.py:93）用一張靜態的 tid2eid 表，以原始 token ID 查出每個 token 要送去的 expert（v4_hash_router.py:224）。'}),
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.deepseek_v4.pp_token_pre_broadcast',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'primus_turbo', 'PRIMUS_V4_PP_PRE_BROADCAST', 'v4_pp_token_pre_broadcast', 'hc_mult', 'dump_pp_data',
            'schedules.get_forward_backward_func', 'transformer_engine',
        ),
        mentioned=(),
    ),
}
