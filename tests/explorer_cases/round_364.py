"""Round 364: an Airtable base as its REST API lists it (records with Name, Phase, Enable condition, Upstream symbols
and Notes fields, linked related records, check boxes, attachments): the subject's sites in a long text, a bullet of
its Notes an edit on the same line takes back, and two linked related patches with their own sites and gates."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_sixty_fourth_airtable_records_json_v4_get_batch.md"

SITES = ("megatron.core.pipeline_parallel.get_forward_backward_func", "megatron.training.training.get_forward_backward_func")

TITLE = "three-hundred-and-sixty-fourth-round report (an Airtable base as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {*SITES, "pretrain_gpt.get_batch"},
            "upstream.aliases": set(SITES),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/deepseek_v4_get_batch_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("model_type", "deepseek_v4")},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        # The first record is the subject: its Name, Phase and file are read as its fields.
        required={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "enable.phase": "before_train",
            "upstream.sites": set(SITES),
        },
        # The related record's site; the interleaved schedule the edit takes back (a site of the related patch).
        nowhere=("get_tensor_shapes", "forward_backward_pipelining_with_interleaving", "dump_pp_data", "hc_mult"),
        mentioned=(*SITES, "pretrain_gpt.get_batch", "model_type", "num_hash_layers"),
    ),
}
