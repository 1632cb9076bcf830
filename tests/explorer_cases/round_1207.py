"""Round 1207: a FAQ of question and answer pairs, some answers hedged, one revised by a later question; a list that maps
each value of `enable_odc` to its effect ("`enable_odc: false` -> ALIGNED, `same_micro_num=True`": cases, no flag), the
retracted "needs `enable_odc`" claim, the neighbouring `odc_torch_fsdp2` patch, hedged variables, a pipeline
hypothetical, a made-up YAML and numbers that are no threshold."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventh_faq_pairs_odc_lb_mini.md"

TITLE = "one-thousand-two-hundred-and-seventh-round report (a FAQ of question and answer pairs)"
CASES = {
    f"{REPORT}@megatron.fsdp.odc_lb_mini": Case(
        allowed={
            "feature.id": "megatron.fsdp.odc_lb_mini",
            "feature.summary": frozenset(
                {"LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).", None}
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {
                "megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining",
                "megatron.training.datasets.data_samplers.build_pretraining_data_loader",
            },
            "upstream.aliases": {"megatron.training.training.build_pretraining_data_loader"},
            "enable.flags": {("enable_odc_lb_mini", True), ("use_torch_fsdp2", True)},
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.fsdp.odc_lb_mini",
            "upstream.symbols": {"megatron.training.datasets.data_samplers.build_pretraining_data_loader"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "enable_odc:",
            "same_micro_num",
            "odc_torch_fsdp2",
            "primus_turbo",
        ),
        mentioned=(
            "enable_odc",
            "same_micro_num",
        ),
    ),
}
