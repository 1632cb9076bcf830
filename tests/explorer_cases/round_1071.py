"""Round 1071: a team's notes table as pg_dump saves it (SET lines of the session, `CREATE TABLE`, rows between `COPY ...
FROM stdin;` and `\\.` with `\\n` escapes): each row read as its text, a row marked retracted or superseded quoted
whole; "`moe_apply_probs_on_input=True` requires `moe_router_topk == 1`" (what one setting needs), the TE wgrad-split
companion, a draft made-up config."""

from __future__ import annotations

from .case import Case
from .names import LEGACY_GROUPED_ALLOWED

REPORT = "one_thousand_seventy_first_pg_dump_notes_legacy_grouped_mlp_wgrad.md"

TITLE = "one-thousand-and-seventy-first-round report (a PostgreSQL dump of a notes table)"
CASES = {
    REPORT: Case(
        allowed={
            **LEGACY_GROUPED_ALLOWED,
            'feature.summary': frozenset({'Lets the legacy (non-TE, non-Turbo) grouped-GEMM MoE experts take part in Primus pipeline scheduling (Primus PP / zero-bubble) by splitting wgrad out of the expert GEMM backward.', 'Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism.', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/extensions/zbpp_gemm.py', 'primus/backends/megatron/patches/te_patches/legacy_grouped_mlp_wgrad_patches.py', None}),
        },
        required={
            'feature.id': 'megatron.pp.legacy_grouped_mlp_wgrad_split',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP.forward'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'statement_timeout', 'lock_timeout', 'client_encoding', 'check_function_bodies', 'default_tablespace',
            'moe_router_topk', 'TEGroupedMLP', 'WeightGradStore', 'build_args', 'moe_grouped_gemm', 'priority',
        ),
        mentioned=(),
    ),
}
