"""Round 1285: an analysis memo in Korean (summary bullets, the register_patch block, a sites table, a knobs table, a
correction section): the `scaled_orthogonalize_fn` claim corrected, tuning knobs that are no switches, `split_qkv`,
the companion logging patch and the FSDP2 optimizer patch it copies, env vars that switch nothing on, the
batched-only `emerging_optimizers`, denied DeepEP and Primus-Turbo, upstream's `'adam'` overwrite, a hedged
`full_replacement` and one container's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_fifth_korean_memo_per_head_muon.md"

ID = "megatron.optimizer.per_head_muon"
MUON = "megatron.core.optimizer.muon"
ORTHOGONALIZE = f"{MUON}.TensorParallelMuon.orthogonalize"
INIT = f"{MUON}.TensorParallelMuon.__init__"
FACTORY = f"{MUON}.get_megatron_muon_optimizer"
ALIAS = "megatron.training.training.get_megatron_muon_optimizer"
PATCH_FILE = "primus/backends/megatron/patches/per_head_muon_patches.py"
CORE_FILE = "primus/backends/megatron/core/optimizer/per_head_muon.py"
DESCRIPTION = "Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block."
KOREAN_SUMMARY = "Kimi K3 기술 리포트 §2.5의 Per-Head Muon: Q/K/V momentum을 head 차원으로 잘라서 head 블록마다 따로 orthogonalize 한다."
TITLE = "one-thousand-two-hundred-and-eighty-fifth-round report (an analysis memo in Korean)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, KOREAN_SUMMARY}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {ORTHOGONALIZE, INIT, FACTORY},
            # training.py's module-scope from-import of the factory.
            "upstream.aliases": {ALIAS},
            "implementation.primus": frozenset(
                {
                    None,
                    "primus.backends.megatron.patches.per_head_muon_patches.patch_per_head_muon",
                    "primus.backends.megatron.core.optimizer.per_head_muon.make_per_head_orthogonalize",
                }
            ),
            "implementation.primus_file": frozenset({None, PATCH_FILE, CORE_FILE}),
            # condition=: _muon_selected (`"muon" in str(args.optimizer)`) and _per_head_requested.
            "enable.flags": {("optimizer", "muon"), ("muon_per_head", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "any"}),
            # PerHeadMuonConfig.__post_init__ raises ValueError for any other impl.
            "constraints": {("muon_per_head_impl", "in", ("loop", "batched"))},
        },
        # Thin: the summary (line 15, and the wrapped description= of lines 28-30), the AND gate `optimizer: muon` +
        # `muon_per_head: true` (lines 60-65) and the patch file (line 13) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {ORTHOGONALIZE, INIT, FACTORY, ALIAS},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "scaled_orthogonalize_fn",
            "get_megatron_optimizer",
            "fsdp2_fp32_param",
            "use_torch_fsdp2",
            "log_level",
            "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS",
            "absl",
            "PRIMUS_INSTALL_EMERGING_OPTIMIZERS",
            "PRIMUS_PATCHES",
            "split_qkv",
            "muon_per_head_split_kv",
            "muon_per_head_include_output_proj",
            "muon_per_head_include_gates",
            "muon_per_head_strict",
            "('muon_per_head_impl', 'loop')",
            "('muon_per_head_impl', 'batched')",
            "2.8.0",
            "6.4",
            "93d9eb3a",
            "emerging_optimizers",
            "deep_ep",
            "DeepEP",
            "primus_turbo",
            "Primus-Turbo",
            "adam",
            "full_replacement",
            "TP=4",
            "head_axis",
            "bf16",
            "('muon_per_head', False)",
        ),
        mentioned=(
            ORTHOGONALIZE,
            ALIAS,
            "TensorParallelMuon.scaled_orthogonalize_fn",
            "muon_per_head",
            "muon_per_head_impl",
            "PRIMUS_INSTALL_EMERGING_OPTIMIZERS",
        ),
    ),
}
