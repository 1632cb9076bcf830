"""Round 189: a wiki page in Latin-American Spanish: the docstring's phase (`setup`) cited and taken back ("Eso está mal"),
a section "Lo que NO es de este parche" naming another patch's sites, and a rejected `set_start_method` idea."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_ninth_spanish_wiki_dataloader_mp_context.md"

TITLE = "hundred-and-eighty-ninth-round report (a Spanish wiki page)"
SITE = "torch.utils.data.DataLoader.__init__"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.dataloader_mp_context", "framework.name": "megatron-lm"},
        nowhere=("build_pretraining_data_loader", "odc_lb_mini", "set_start_method", "setup", "PRIMUS_PATCHES"),
        mentioned=(SITE, "dataloader_mp_context"),
    ),
}
