"""Round 152: a MediaWiki page in Persian: a site table with module and attribute columns, a section headed "patch های
همسایه (مربوط به این patch نیستند)" (neighbouring patches, not this patch's) whose first item opens with the sibling
patch's id and names its Turbo call, the message of a warning naming TE, and a phase corrected in its own section."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifty_second_persian_wiki_mega_moe.md"

TITLE = "hundred-and-fifty-second-round report (a wiki page in Persian)"
SITES = {f"megatron.core.{module}.MoELayer" for module in ("transformer.moe.moe_layer", "models.gpt.moe_module_specs")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.mega_moe",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.extensions.mega_moe.PrimusTurboMegaMoELayer"}),
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.ops.moe.fused_mega_moe.fused_mega_moe_stage1", "primus_turbo.pytorch.ops.moe.fused_mega_moe.fused_mega_moe_stage2"}
            ),
            "enable.flags": {("use_turbo_mega_moe", True), ("bf16", True), ("enable_primus_turbo", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None)},
            "constraints": {("num_moe_experts % ep_size", "==", 0), ("tensor_model_parallel_size", "==", 1)},
        },
        required={
            "feature.id": "megatron.turbo.mega_moe",
            "framework.name": "megatron-lm",
            "enable.flags": {("use_turbo_mega_moe", True), ("bf16", True), ("enable_primus_turbo", True)},
        },
        # The sibling weight-generation patch's Turbo call and site; TE named by a warning's message; the retracted phase;
        # the dispatcher patch's flag.
        nowhere=("advance_weight_generation", "train_step", "transformer_engine", "build_args", "use_turbo_deepep"),
        mentioned=(*sorted(SITES), "use_turbo_mega_moe", "enable_primus_turbo", "expert_model_parallel_size", "turbo_mega_moe_precision"),
    ),
}
