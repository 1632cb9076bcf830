"""Round 309: a sheet Excel saved as "Unicode Text" (kept here in UTF-8; reading the UTF-16 file itself is tested in
test_facts_from_explorer): tab-separated rows, a row a later row says is wrong ("Row 19 is wrong"), a first read
retracted, and a companion patch. Two ids are named, so the report is read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninth_excel_unicode_text_v4_get_batch.md@megatron.deepseek_v4.pp_token_pre_broadcast"

TITLE = "three-hundred-and-ninth-round report (an Excel Unicode Text sheet)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.pipeline_parallel.get_forward_backward_func", "pretrain_gpt.get_batch"},
            "upstream.aliases": {"megatron.training.training.get_forward_backward_func"},
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("model_type", "deepseek_v4")},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast"},
        # The module row 19 named, which row 29 says is wrong; an entry script as a package; the companion.
        nowhere=("megatron.training.get_forward_backward_func", "dump_pp_data"),
        mentioned=(),
    ),
}
