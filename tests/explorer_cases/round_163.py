"""Round 163: an INI patch registry: `[patch "<id>"]` sections (the sibling's first, with its four sites), `key = value`
lines with trailing `;` comments, comment runs, and an `[errata]` section; read with --patch (two ids)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixty_third_ini_registry_aiter_deepbind.md@megatron.turbo.aiter_deepbind"

TITLE = "hundred-and-sixty-third-round report (an INI registry)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "On gfx942/gfx950, wrap importlib.import_module so the pinned aiter mha bwd extensions are dlopen'ed with "
                        "RTLD_DEEPBIND and Turbo attention's backward binds the pinned aiter::mha_bwd instead of TE's stale "
                        "vendored libmha_bwd.so."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.patches.turbo.aiter_deepbind_patches._install_deepbind_import_hook"}
            ),
            "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.turbo.aiter_deepbind", "framework.name": "megatron-lm"},
        # The sibling's sites and implementation; aiter and TE, which the hook runs without; the package that discovers
        # patches; the retracted phase.
        nowhere=("TESpecProvider", "PrimusTurboSpecProvider", "aiter'", "transformer_engine", "primus.backends.megatron.patches'", "setup"),
        mentioned=("use_turbo_attention", "enable_primus_turbo", "PRIMUS_AITER_DEEPBIND"),
    ),
}
