"""Round 263: a TiddlyWiki tiddler: field lines, then wikitext with "!" headings, "#" numbered sites written "`x` --
wrapped by `f`", a struck line and its correction, an enable table and a defaults table, the FSDP2 optimizer patch set
apart, and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixty_third_tiddlywiki_per_head_muon.md"

TITLE = "two-hundred-and-sixty-third-round report (a TiddlyWiki tiddler)"
_MUON = "megatron.core.optimizer.muon"
_SITES = {
    f"{_MUON}.TensorParallelMuon.orthogonalize",
    f"{_MUON}.TensorParallelMuon.__init__",
    f"{_MUON}.get_megatron_muon_optimizer",
    "megatron.training.training.get_megatron_muon_optimizer",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.per_head_muon",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": _SITES,
            "upstream.aliases": _SITES,
            "enable.flags": {("optimizer", "muon"), ("muon_per_head", True)},
            "enable.phase": "before_train",
            "constraints": {("muon_per_head_impl", "in", ("loop", "batched"))},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.optimizer.per_head_muon",
            "upstream.sites": {f"{_MUON}.TensorParallelMuon.orthogonalize"},
            "enable.flags": {("muon_per_head", True)},
        },
        # The defaults table's values as flags; the FSDP2 optimizer patch's sites and flags; the log-level patch.
        nowhere=("'loop', 'loop'", "get_megatron_optimizer", "use_fsdp2_fp32_param_optimizer", "PRIMUS_VERBOSE"),
        mentioned=("muon_per_head", "muon_per_head_impl", "megatron.training.training.get_megatron_muon_optimizer"),
    ),
}
