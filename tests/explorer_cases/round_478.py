"""Round 478: a TiddlyWiki JSON export of four tiddlers: the report's main tiddler and tiddlers named under it ("x/porting
notes", "x/related patches", "x/requires") in TiddlyWiki's wikitext; a retracted site, a default corrected, companion
patches with their gates, a paragraph under the related patches about another module's file, and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import FSDP2_BF16_DESCRIBED

REPORT = "four_hundred_seventy_eighth_tiddlywiki_json_fsdp2_bf16_master_weight.md"
FACTORY = "get_megatron_optimizer"

TITLE = "four-hundred-and-seventy-eighth-round report (a TiddlyWiki JSON export)"
CASES = {
    REPORT: Case(
        allowed={
            **FSDP2_BF16_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {f"megatron.training.training.{FACTORY}", f"megatron.core.optimizer.{FACTORY}"},
            "upstream.aliases": {f"megatron.training.training.{FACTORY}", f"megatron.core.optimizer.{FACTORY}"},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.optimizer.fsdp2_bf16_master_weight_optimizer.get_fsdp2_bf16_master_weight_optimizer"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/optimizer/fsdp2_bf16_master_weight_optimizer.py"}),
            "enable.flags": {("use_fsdp2_bf16_master_weight_optimizer", True), ("use_torch_fsdp2", True), ("bf16", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={"feature.id": "megatron.optimizer.fsdp2_bf16_master_weight", "feature.patch_style": "binding_replacement"},
        # The retracted site; the companions' files and gates; the supposed config.
        nowhere=("_based_on_param_groups", "torch_fully_sharded", "fp32_param", "Float16Module", "optimizer_foreach"),
        mentioned=(FACTORY, "_get_megatron_optimizer_based_on_param_groups", "use_fsdp2_fp32_param_optimizer"),
    ),
}
