"""The fixture reports and the values several cases share: file names, ids, sites and summaries."""

from __future__ import annotations

FP8_SITES = {
    "megatron.core.fp8_utils.get_fp8_context",
    "megatron.core.transformer.transformer_block.get_fp8_context",
    "megatron.core.ssm.mamba_block.get_fp8_context",
    "megatron.core.transformer.multi_token_prediction.get_fp8_context",
}
TURBO_MODULE = "primus.backends.megatron.core.extensions.primus_turbo"
TURBO_FILE = "primus/backends/megatron/core/extensions/primus_turbo.py"
FP4_SITES = {
    f"megatron.core.{module}.get_fp4_context"
    for module in ("transformer.transformer_block", "ssm.mamba_block", "transformer.multi_token_prediction", "fp4_utils")
}
SPEC_SITES = {
    f"megatron.core.{module}.TESpecProvider"
    for module in (
        "extensions.transformer_engine_spec_provider",
        "models.gpt.gpt_layer_specs",
        "models.gpt.moe_module_specs",
        "transformer.multi_token_prediction",
    )
}
LAYER_FORWARD = "megatron.core.transformer.transformer_layer.TransformerLayer.forward"
BLOCK_INIT = "megatron.core.transformer.transformer_block.TransformerBlock.__init__"
TE_INVENTORY = "styled_te_inventory_notes.md"
REDUCE_AMAX = f"{TE_INVENTORY}@megatron.te.delayed_scaling_reduce_amax"
SAVE_INPUT = f"{TE_INVENTORY}@megatron.te.delayed_scaling_save_original_input"
SWIGLU = f"{TE_INVENTORY}@megatron.te.fused_bias_swiglu"
DELAYED_FILE = "primus/backends/megatron/patches/te_patches/delayed_scaling_patches.py"
SWIGLU_FUNCTION = "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction"
# Reports written by an independent check in styles the parser had never seen, with the ground truth written first.
TITAN = "independent_torchtitan_turbo_attention.md"
TITAN_MODELS = ("llama3", "llama4", "deepseek_v3", "qwen3")
TITAN_SITES = {f"torchtitan.models.{model}.model.model.Attention" for model in TITAN_MODELS}
TITAN_FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True)}
SCHEDULE = "independent_megatron_pp_schedule.md"
SCHEDULE_SITES = {f"{module}.get_forward_backward_func" for module in ("megatron.core.pipeline_parallel", "megatron.training.training")}
SCHEDULE_FILE = "primus/backends/megatron/core/pipeline_parallel/schedules.py"
PP_ALGORITHMS = ("1f1b", "1f1b-interleaved", "zero-bubble", "zero-bubble-heuristic", "zbv-formatted", "v-half", "v-min")
LOGGER = "independent_maxtext_inventory.md@maxtext.logger"
LOGGER_SITES = {"maxtext.utils.max_logging.log", "MaxText.max_logging.log"}
# A second independent check: prose with a sibling's version gate, tables (Item | Value, Param | Op | Value, an
# "Upstream symbol" column), terse bullets under a first line that is the patch id without backticks.
MEGA_MOE = "independent2_mega_moe.md"
MOE_SITES = {f"megatron.core.{module}.MoELayer" for module in ("transformer.moe.moe_layer", "models.gpt.moe_module_specs")}
MEGA_MOE_FLAGS = {("enable_primus_turbo", True), ("use_turbo_mega_moe", True), ("bf16", True)}
MEGA_MOE_ASSERTS = {
    ("expert_model_parallel_size", ">", 1),
    ("expert_model_parallel_size", "<=", 8),
    ("tensor_model_parallel_size", "==", 1),
    ("gated_linear_unit", "==", True),
    ("moe_expert_capacity_factor", "==", None),
    ("add_bias_linear", "==", False),
    ("init_model_with_meta_device", "==", False),
}
RECOMPUTE = "independent2_recompute_layer_ids.md"
RECOMPUTE_SITES = {
    "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward",
    "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward",
    "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
}
RECOMPUTE_SUMMARY = (
    "Monkey patch TransformerConfig, TransformerBlock._checkpointed_forward and MultiTokenPredictionLayer._checkpointed_forward "
    "to support Primus-provided recompute_layer_ids."
)
RECOMPUTE_FILE = "primus/backends/megatron/patches/recompute_layer_patches.py"
HSDP = "independent2_hsdp_args.md"
HSDP_SUMMARY = (
    "Map data_parallel_replicate_degree to Megatron's num_distributed_optimizer_instances so that initialize_model_parallel "
    "creates the HSDP process groups (intra-partial shard + inter-instance replicate)."
)
HSDP_FILE = "primus/backends/megatron/patches/args/hsdp_args_patches.py"
# What rounds 534 and 588 may draft of it: a rewrite of the args, no site, no gate.
HSDP_ALLOWED = {
    "feature.id": "megatron.args.hsdp",
    "feature.summary": frozenset({None, HSDP_SUMMARY}),
    "feature.patch_style": frozenset({None, "config_rewrite"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": set(),
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.hsdp_args_patches.patch_hsdp_args"}),
    "implementation.primus_file": frozenset({None, HSDP_FILE}),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.phase": frozenset({None, "build_args"}),
}
# A third independent check: narrative with footnotes, questions and answers, a checklist with a YAML snippet.
ASYNC_TP = "independent3_A_async_tp.md"
ASYNC_TP_SITES = {f"torch.distributed._symmetric_memory._fused_{name}_impl" for name in ("all_gather_matmul", "matmul_reduce_scatter")}
MOCK_DATA = "independent3_B_mock_data.md"
MOCK_DATA_SIDE_EFFECTS = {("tokenizer_type", "NullTokenizer")} | {(f"{p}data_path", None) for p in ("", "train_", "valid_", "test_")}
PAD_MAP = "independent3_C_fused_pad_routing_map.md"
PAD_MAP_SITE = "megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"
PAD_MAP_PACKAGES = {("torch", None), ("triton", None), ("packaging", None), ("megatron-core", None)}
# A fifth round, from faults an independent check found: an e-mail with bold lead-ins and bare module bullets, and an
# audit of tables whose rows say Gate, Config written, Layer attribute, Platform.
EMAIL = "fifth_email_te_spec_provider.md"
EMAIL_SUMMARY = (
    "Patch megatron.turbo.te_spec_provider replaces Megatron's TESpecProvider with Primus's PrimusTurboSpecProvider, "
    "so the GPT layer specs build their Transformer Engine modules through Primus-Turbo."
)
SPEC_PROVIDER = "primus.backends.megatron.core.extensions.transformer_engine_spec_provider.PrimusTurboSpecProvider"
AUDIT = "fifth_audit_deepep_dispatcher.md"
DEEPEP_SITES = {f"megatron.core.transformer.moe.{module}.MoEFlexTokenDispatcher" for module in ("token_dispatcher", "moe_layer")}
DEEPEP_DISPATCHER = "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher"
DEEPEP_SIDE_EFFECTS = {("moe_enable_deepep", True), ("moe_token_dispatcher_type", "flex")}
# Written after the fixes above without reading them: terse changelog bullets, "a := b", bare paths everywhere.
CHANGELOG = "fifth_blind_changelog_rms_norm.md"
TURBO_RMS_NORM = f"{TURBO_MODULE}.PrimusTurboRMSNorm"
# A sixth round from an independent check: a narrative with a sites table, a terse memo without headings or backticks,
# a Q&A checklist. Each states what it rules out ("argument checks, not run-config keys", "not gated by", "no ...").
NARRATIVE = "sixth_narrative_fused_residual_norm.md"
NARRATIVE_SUMMARY = "Fuse residual+add into PrimusTurboRMSNorm via Primus-Turbo rmsnorm_residual; gated by PRIMUS_FUSED_RESIDUAL_NORM(_V2)."
MEMO = "sixth_memo_permute_fusion.md"
PERMUTE_NAMES = ("permute", "permute_with_probs", "sort_chunks_by_index", "sort_chunks_by_index_with_probs", "unpermute")
MEMO_TE_SITES = {f"megatron.core.extensions.transformer_engine.fused_{name}" for name in PERMUTE_NAMES}
MEMO_SITES = MEMO_TE_SITES | {f"megatron.core.transformer.moe.moe_utils.fused_{name}" for name in PERMUTE_NAMES}
MEMO_PACKAGES = {("transformer_engine", None), ("torch", None), ("triton", None), ("megatron-core", None)}
CHECKLIST = "sixth_checklist_turbo_attention.md"
# A seventh round from an independent check: a pull-request checklist with a diff and review quotes, a chat thread whose
# id stands only in prose, a reviewer's table with footnotes, a definition list and a YAML block with comments.
PR_CHECKLIST = "seventh_pr_checklist_mx_linear.md"
MX_CONVERTER = "primus.backends.torchtitan.components.quantization.mx.PrimusTubroMXConverter"
CHAT = "seventh_chat_fused_adam.md"
REVIEW = "seventh_review_zero_bubble.md"
ZB_SITES = {"megatron.core.pipeline_parallel.get_forward_backward_func", "megatron.training.training.get_forward_backward_func"}
# An eighth round, written after the seventh's fixes without reading them: an RFC with MUST/SHOULD whose id stands in prose,
# a notebook transcript (In/Out cells), an issue thread with quoted replies, and an HTML runbook read with --patch.
RFC = "eighth_rfc_fsdp_weight_tying.md"
APPLY_FSDP = {f"torchtitan.models.{model}.infra.parallelize.apply_fsdp" for model in ("llama4", "qwen3")}
NOTEBOOK = "eighth_notebook_grouped_mlp_wgrad.md"
THREAD = "eighth_issue_thread_filesystem_writer.md"
WRITER = "megatron.core.dist_checkpointing.strategies.filesystem_async.FileSystemWriterAsync"
RUNBOOK = "eighth_runbook_html_weight_tying.md@torchtitan.fsdp.weight_tying"
# A ninth round, written after the eighth's fixes without reading them: a slide deck with speaker notes, a commit as
# `git show` prints it (the message indented four spaces), a report with German headings and a JSON blob.
SLIDES = "ninth_slides_topk_router.md"
ROUTER_SITES = {
    "megatron.core.transformer.moe.moe_layer.TopKRouter",
    "megatron.core.transformer.moe.router.TopKRouter",
    "megatron.core.models.gpt.moe_module_specs.get_moe_module_spec_for_backend",
}
COMMIT = "ninth_commit_embedding_amp.md"
TOKENIZER = "ninth_german_json_tokenizer.md"
TOKENIZER_SITES = {"megatron.training.global_vars.build_tokenizer", "pretrain_gpt.build_tokenizer"}
# A tenth round, written after the ninth's fixes without reading them: a pytest failure log, a TOML file whose comments
# carry half the facts (each inside one code fence), and a man page whose NAME line is not the patch id.
PYTEST_LOG = "tenth_pytest_log_sink_attention.md"
SINK_SITES = {f"torchtitan.models.gpt_oss.model.model.{name}" for name in ("Attention", "TransformerBlock")}
TOML = "tenth_toml_linear_fp8_cache.md"
TE_LINEAR_INIT = "megatron.core.extensions.transformer_engine.TELinear.__init__"
MAN_PAGE = "tenth_man_page_fla_rmsnorm.md"
TORCH_NORM_NEW = "megatron.core.transformer.torch_norm.WrappedTorchNorm.__new__"
# An eleventh round, written after the tenth's fixes without reading them, in the explorer's own shapes written loosely:
# an inventory with a column of its own and notes below, a deep-dive with numbered and renamed sections, a memo.
TP_OVERLAP = "eleventh_inventory_remarks_tp_overlap.md@megatron.te.tp_overlap_te2"
TE_OVERLAP_SITES = {
    *(f"transformer_engine_torch.{name}" for name in ("CommOverlap", "CommOverlapP2P", "CommOverlapType")),
    *(f"transformer_engine.pytorch.{module}.general_gemm" for module in ("cpp_extensions", "module.linear", "module.layernorm_linear")),
    *(f"transformer_engine.pytorch.module.base.{name}" for name in ("initialize_ub", "get_workspace")),
    "transformer_engine.pytorch.cpp_extensions.CommOverlapType",
}
MLA = "eleventh_numbered_deepdive_mla.md"
MLA_SITES = {f"megatron.core.{module}.MLASelfAttention" for module in ("transformer.multi_latent_attention", "models.gpt.gpt_layer_specs")}
LINEAR_CE = "eleventh_memo_fused_linear_ce.md"
SKIP_SORT = "twelfth_review_thread_skip_identity_sort.md"
SKIP_SORT_SITE = "megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs"
SDMA = "thirteenth_ticket_sdma_all_gather.md"
SDMA_SITES = {"torch.distributed.fsdp.fully_shard", "torch.distributed.fsdp._fully_shard._fully_shard.fully_shard"}
DEOSC = "fourteenth_rst_page_weight_deosc.md"
DEOSC_TRAINING = "megatron.training.training"
DEOSC_SITES = {f"{DEOSC_TRAINING}.{name}" for name in ("get_megatron_optimizer", "save_checkpoint", "load_checkpoint")}
DEOSC_FILE = "primus/backends/megatron/core/optimizer/weight_deosc.py"
FAQ = "fifteenth_faq_turbo_float8_linear.md"
FAQ_SITE = "torchtitan.components.quantization.float8.Float8LinearConverter"
FAQ_FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_float8_linear", True)}
FAQ_FILE = "primus/backends/torchtitan/components/quantization/float8.py"
MUON = "sixteenth_handover_per_head_muon.md"
MUON_MODULE = "megatron.core.optimizer.muon"
MUON_SITES = {f"{MUON_MODULE}.TensorParallelMuon.orthogonalize", f"{MUON_MODULE}.TensorParallelMuon.__init__"} | {
    f"{module}.get_megatron_muon_optimizer" for module in (MUON_MODULE, "megatron.training.training")
}
MUON_FILES = frozenset(
    {"primus/backends/megatron/core/optimizer/per_head_muon.py", "primus/backends/megatron/patches/per_head_muon_patches.py"}
)
MOE_INVENTORY = "seventeenth_inventory_and_closeup_moe.md"
MOE_RENAMED = "seventeenth_renamed_columns_moe.md"
DEPRECATED_ID = "megatron.moe.deprecated_20241209"
DTOH_ID = "megatron.moe_alltoall_dtoh_turbo_grouped_gemm"
DEPRECATED_SITES = {
    f"{module}.{name}"
    for module, names in (
        ("megatron.core.transformer.moe.moe_layer", ("MoELayer", "MoESubmodules")),
        ("megatron.core.transformer.moe.experts", ("GroupedMLP", "SequentialMLP", "TEGroupedMLP")),
        ("megatron.core.models.gpt.moe_module_specs", ("MoELayer", "MoESubmodules", "GroupedMLP", "SequentialMLP", "TEGroupedMLP")),
    )
    for name in names
}
DTOH_SITE = "megatron.core.transformer.moe.token_dispatcher.MoEAlltoAllTokenDispatcher._maybe_dtoh_and_synchronize"
DEPRECATED_ALLOWED = {
    "feature.id": DEPRECATED_ID,
    "feature.summary": frozenset({"Replace MoELayer/experts with deprecated 20241209 versions"}),
    "feature.patch_style": "binding_replacement",
    "framework.name": "megatron-lm",
    "upstream.symbols": DEPRECATED_SITES,
    "upstream.aliases": DEPRECATED_SITES,
    "implementation.primus_file": frozenset(
        {
            "primus/backends/megatron/core/transformer/moe/deprecated_20251209/moe_layer.py",
            "primus/backends/megatron/patches/moe_patches/deprecated_layer_patches.py",
        }
    ),
    "enable.flags": {("use_deprecated_20241209_moe_layer", True)},
    "enable.phase": "before_train",
    "constraints": {("moe_token_dispatcher_type", "in", ("allgather", "alltoall", "alltoall_seq"))},
}
CLASSIC = "eighteenth_reply_quoting_classic_attention.md"
CLASSIC_SITES = {f"torchtitan.models.deepseek_v3.{name}" for name in ("deepseekv3_args", "DeepSeekV3ModelArgs", "model.model.Attention")}
CLASSIC_FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_classic_attention", True)}
CLASSIC_FILE = "primus/backends/torchtitan/models/deepseek_v3/model/model.py"
CONNECTIONS = "nineteenth_wiki_html_device_connections.md"
CONNECTIONS_SUMMARY = "Set CUDA_DEVICE_MAX_CONNECTIONS based on FSDP configuration"
ENGINEERING_LOG = "twentieth_engineering_log_save_original_input.md"
SHARED_EXPERT_INIT = "megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"
TWINS = "twenty_first_twin_comparison_maxtext_logger.md@maxtext.logger"
DEEPBIND = "twenty_second_chinese_aiter_deepbind.md"
DEEPBIND_SUMMARY = (
    "On gfx942/gfx950, install the aiter mha RTLD_DEEPBIND import hook so the Turbo attention backward binds the pinned "
    "aiter::mha_bwd instead of TE's stale vendored libmha."
)
VALIDATE_ARGS = "twenty_third_yaml_answer_validate_args.md"
VALIDATE_ARGS_SITES = {f"megatron.training.{module}.validate_args" for module in ("arguments", "initialize")}
AUDIT_MARKS = "twenty_fourth_status_audit_fla_swiglu.md"
MLP_SITES = {f"megatron.core.transformer.mlp.MLP.{name}" for name in ("__init__", "forward")}
PSEUDOCODE = "twenty_fifth_pseudocode_mamba_chunk_state.md"
CHUNK_STATE_SITES = {f"mamba_ssm.ops.triton.{module}._chunk_state_bwd_db" for module in ("ssd_chunk_state", "ssd_combined")}
PORT_PR = "twenty_sixth_port_pull_request_torch_fsdp2.md"
RUN_ON = "twenty_seventh_run_on_chat_moe_bf16_combine.md"
MOE_FORWARD = "torchtitan.models.moe.moe.MoE.forward"
OUTLINE = "twenty_eighth_nested_outline_gdn_rocm_gate.md"
CONFIG_DIFF = "thirtieth_config_diff_wandb_config.md"
WALKTHROUGH = "thirty_first_code_walkthrough_fsdp2_fp32_param.md"
OPTIMIZER_SITES = {f"megatron.{module}.get_megatron_optimizer" for module in ("core.optimizer", "training.training")}
LEADERS = "thirty_second_dotted_leaders_ddp_overlap_compile.md"
DDP_CLASS = "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel"
DDP_SITES = {f"{DDP_CLASS}.{name}" for name in ("enable_forward_pre_hook", "disable_forward_pre_hook", "_make_forward_pre_hook")}
BUG_TICKET = "thirty_third_bug_ticket_attention_backend.md"
DOCSTRING = "thirty_fourth_docstring_model_override.md"
CHANGE_DIFF = "thirty_fifth_change_diff_odc_lb_mini.md"
ASCIIDOC = "thirty_sixth_asciidoc_general_gemm_workspace.md"
INTERVIEW = "thirty_seventh_interview_v_schedule.md"
ORG_MODE = "thirty_eighth_org_mode_moe_alltoall_dtoh.md"
CSV_SHEET = "thirty_ninth_csv_sheet_te_wgrad_split.md"
WGRAD_STORE = "transformer_engine.pytorch.module._common.WeightGradStore"
SHELL_SESSION = "fortieth_shell_session_torch_compile.md"
POSTMORTEM = "forty_first_postmortem_fsdp2_fp8_cache.md"
CONFLUENCE = "forty_second_confluence_linear_grad_split.md"
LINEAR_GRAD_SPLIT_CLASS = "LinearWithGradAccumulationAndAsyncCommunication"
LINEAR_GRAD_SPLIT_ALLOWED = {
    "feature.id": "megatron.pp.linear_grad_split",
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {f"megatron.core.tensor_parallel.layers.{LINEAR_GRAD_SPLIT_CLASS}"},
    "implementation.primus": frozenset({None, f"primus.backends.megatron.core.tensor_parallel.layers.{LINEAR_GRAD_SPLIT_CLASS}"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/tensor_parallel/layers.py"}),
    "enable.flags": {("patch_primus_pipeline", True), ("patch_zero_bubble", True)},
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None), ("megatron-core", None)},
}
CHEAT_SHEET = "forty_third_cheat_sheet_sdma_param_all_gather.md"
SDMA_GATHER_SITES = {
    "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.start_param_sync",
    "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.__init__",
    *(f"megatron.core.transformer.moe.experts.{mlp}.forward" for mlp in ("GroupedMLP", "TEGroupedMLP", "SequentialMLP")),
}
SDMA_GATHER_ALLOWED = {
    "feature.id": "megatron.distributed.sdma_param_all_gather",
    "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": SDMA_GATHER_SITES,
    "upstream.aliases": SDMA_GATHER_SITES,
    "implementation.primus": frozenset({None, "primus.backends.megatron.core.distributed.sdma_param_gather.all_gather_into_tensor_sdma"}),
    "implementation.primus_file": frozenset(
        {
            None,
            "primus/backends/megatron/patches/parallelism/sdma_param_all_gather_patches.py",
            "primus/backends/megatron/core/distributed/sdma_param_gather.py",
        }
    ),
    "implementation.turbo": frozenset({None, "primus_turbo.pytorch.core.symm_mem.get_symm_mem_workspace"}),
    # Read at run time as well as by the condition (start_param_sync re-reads it).
    "enable.env": {("ENABLE_SDMA_ALLGATHER", "1")},
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None), ("megatron-core", None)},
}
FOOTNOTES = "forty_fourth_footnotes_fsdp_device_mesh.md"
LATEX = "forty_fifth_latex_note_pipeline_layout.md"
LAYOUT_CLASS = "megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout"
FRENCH = "forty_sixth_french_decoder_layer_specs.md"
NOTES_MODULE = "forty_seventh_python_notes_delayed_fp8_scaling.md@megatron.fp8.delayed_scaling_update"
HTML_DETAILS = "forty_eighth_html_details_forward_step.md"
JIRA = "forty_ninth_jira_ticket_mp_sync_skip.md"
MP_SYNC_SITES = {
    f"megatron.training.training.{name}"
    for name in ("logical_and_across_model_parallel_group", "reduce_max_stat_across_model_parallel_group")
}
WHITEBOARD = "fiftieth_whiteboard_quantile_balancing.md"
MATRIX = "fifty_first_traceability_matrix_grad_sanitize.md"
BUCKET_GROUP = "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup"
SOCIAL_THREAD = "fifty_second_social_thread_empty_cache_interval.md"
PORT_REVIEW = "fifty_third_port_code_review_train_step_seq_split.md"
SPANISH = "fifty_fourth_spanish_validation_data_loader.md"
VALIDATION_PATCHES = "validation_data_sampling_patches"
SPHINX = "fifty_fifth_sphinx_rst_torch_profiler.md"
ADR = "fifty_sixth_superseded_adr_fused_kernels_noop.md"
RECIPE = "fifty_seventh_porting_recipe_lr_schedule.md"
COMPARISON = "fifty_eighth_three_column_comparison_evaluate.md"
PLAIN_EMAIL = "fifty_ninth_plain_email_dataloader_mp_context.md"
PULL_REQUEST = "sixtieth_pull_request_description_moe_grouped_mm.md"
CE_NOTEBOOK = "sixty_first_notebook_mamba_fused_ce.md"
CHINESE_WARMUP = "sixty_second_chinese_pp_warmup.md"
V_SCHEDULE_SITES = {
    *(
        f"megatron.core.parallel_state.{name}"
        for name in ("default_embedding_ranks", "is_pipeline_last_stage", "is_rank_in_embedding_group")
    ),
    *(
        f"{module}.{name}"
        for module in ("megatron.core.pipeline_parallel.utils", "megatron.training.training", "megatron.core.pipeline_parallel.schedules")
        for name in ("is_pp_first_stage", "is_pp_last_stage")
    ),
    "megatron.core.transformer.transformer_layer.get_transformer_layer_offset",
}
DTOH_SITE = "megatron.core.transformer.moe.token_dispatcher.MoEAlltoAllTokenDispatcher._maybe_dtoh_and_synchronize"
LB_MINI_SITES = {
    "megatron.training.datasets.data_samplers.build_pretraining_data_loader",
    "megatron.training.training.build_pretraining_data_loader",
    "megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining",
}
TE_INVENTORY_BR = "twenty_ninth_te_inventory_br_cells.md"
BSHD = f"{TE_INVENTORY_BR}@megatron.te.fmha_bshd_layout"
DPA_PROLOGUE = f"{TE_INVENTORY_BR}@megatron.te.dpa_consolidated_prologue"
TE_DPA_FORWARD = "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"
FUSED_ATTN_FORWARD = "transformer_engine.pytorch.attention.dot_product_attention.backends.FusedAttnFunc.forward"
GDN_FORWARD = "megatron.core.ssm.gated_delta_net.GatedDeltaNet.forward"
GDN_SUMMARY = (
    "Pre-compute GDN gate in fp32 and disable FLA in-kernel gate fusion on Megatron upstream GatedDeltaNet to avoid NaN gradients on ROCm."
)
DTENSOR_GROUP = "get_data_parallel_group_if_dtensor"
FSDP2_SITES = {
    "megatron.core.distributed.torch_fully_sharded_data_parallel.TorchTorchFullyShardedDataParallel",  # sic, as Primus assigns it
    "megatron.training.training.torch_FSDP",
    *(f"megatron.{module}.{DTENSOR_GROUP}" for module in ("core.utils", "core.optimizer.clip_grads", "training.utils")),
}

# What a report on the logging-level args patch may draft (rounds 87, 193 and 229 describe it).
LOGGING_LEVEL = "megatron.args.logging_level"
LOGGING_LEVEL_ALLOWED = {
    "feature.id": LOGGING_LEVEL,
    "feature.summary": frozenset({None, "Set logging level based on stderr_sink_level"}),
    "feature.patch_style": frozenset({None, "config_rewrite"}),
    "framework.name": "megatron-lm",
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.logging_level_patches.patch_logging_level"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/logging_level_patches.py"}),
    "enable.phase": frozenset({None, "build_args"}),
}
# The MLPerf Llama2-70B data patch of Megatron-Bridge and the sites it rebinds every time it runs (rounds 225 and 226).
BRIDGE_DATA = "mlperf_llama2_70b.bridge.data_patches"
BRIDGE_DATA_SITES = {
    "megatron.bridge.peft.lora.LoRA",
    "megatron.bridge.peft.lora.VLMLoRA",
    "megatron.bridge.data.loaders.ResettableDataIterator",
}
# What a report on the data-path args patch may draft (rounds 203, 210 and 247 describe it).
DATA_PATH_SPLIT = "megatron.args.data_path_split"
DATA_PATH_SPLIT_ALLOWED = {
    "feature.id": DATA_PATH_SPLIT,
    "feature.summary": frozenset({None, "Split space-separated data paths into lists"}),
    "feature.patch_style": frozenset({None, "config_rewrite"}),
    "framework.name": "megatron-lm",
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/data_path_split_patches.py"}),
    "enable.phase": frozenset({None, "build_args"}),
}
# What a report on the zebra-llama FLOPs patch may draft (rounds 89 and 243 describe it).
ZEBRA_FLOPS = "megatron.training.zebra_llama_flops"
ZEBRA_FLOPS_SITE = "megatron.training.training.num_floating_point_operations"
ZEBRA_FLOPS_SUMMARY = "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models."
ZEBRA_FLOPS_ALLOWED = {
    "feature.id": ZEBRA_FLOPS,
    "feature.summary": frozenset({None, ZEBRA_FLOPS_SUMMARY}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {ZEBRA_FLOPS_SITE},
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.zebra_llama_flops_patches.zebra_llama_flops"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/zebra_llama_flops_patches.py"}),
    "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
    "enable.phase": frozenset({None, "before_train"}),
}
# The evaluate patch (evaluate_patches.py): what any report about it may draft, whatever its format.
EVALUATE_ALLOWED = {
    "feature.id": "megatron.training.evaluate",
    # The registered description (evaluate_patches.py).
    "feature.summary": frozenset({None, "Monkey patch evaluate to support Primus-provided evaluate."}),
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {"megatron.training.training.evaluate"},
    "implementation.primus": frozenset({None, "primus.backends.megatron.training.evaluator.primus_evaluate"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/training/evaluator.py"}),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None), ("megatron-core", None)},
}
# The MaxText train patch (maxtext/patches/train_patches.py): its id, the registered description, its style and backend.
MAXTEXT_TRAIN_ALLOWED = {
    "feature.id": "maxtext.train",
    "feature.summary": frozenset({None, "Wrap MaxText initialize to forward **kwargs to pyconfig.initialize"}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "maxtext",
}
# What rounds 209 and 584 may draft of it: its handler and file (train_patches.py:41-48), no gate of its own.
MAXTEXT_TRAIN_REPORTED = {
    **MAXTEXT_TRAIN_ALLOWED,
    "implementation.primus": frozenset({None, "primus.backends.maxtext.patches.train_patches.patch_train"}),
    "implementation.primus_file": frozenset({None, "primus/backends/maxtext/patches/train_patches.py"}),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.phase": frozenset({None, "setup"}),
}
# The get_model patch (build_model_patches.py): what any report about it may draft besides its id and summary.
GET_MODEL_ALLOWED = {
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {"megatron.training.training.get_model"},
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None), ("megatron-core", None)},
}


# The facts of a patch that several rounds write about, allowed in each of them (what a round's report adds, or leaves
# open, stays in its own case).
AITER_DEEPBIND_ALLOWED = {
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {"importlib.import_module"},
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py"}),
    "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
}
RECOMPUTE_IDS_ALLOWED = {
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {
        "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
        "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward",
        "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward",
    },
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/recompute_layer_patches.py"}),
    "enable.phase": frozenset({None, "before_train"}),
}
WALL_CLOCK_ALLOWED = {
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {"megatron.training.training.train_step"},
    # The file that registers the patch holds its wrapper (a closure of the handler).
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/training_log/wall_clock_timer_patch.py"}),
    "enable.flags": {("wall_clock_step_timer", True)},
    "enable.phase": "before_train",
}
DUALPIPEV_ALLOWED = {
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "torchtitan",
    "upstream.symbols": {"torch.distributed.pipelining.schedules.ScheduleDualPipeV"},
    "requires.packages": {("torch", None)},
}
DUALPIPEV_REQUIRED = {
    "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
    "enable.phase": "setup",
}
DDP_COMPILE_ALLOWED = {
    "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {
        f"megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.{name}"
        for name in ("enable_forward_pre_hook", "disable_forward_pre_hook", "_make_forward_pre_hook", "_get_overlap_hook_modules")
    },
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/ddp_overlap_compile_patches.py"}),
    "enable.flags": {("use_distributed_optimizer", True), ("overlap_param_gather", True), ("torch_compile.enable", True), ("disable_ddp_compile_patches", False)},
    "requires.packages": {("torch", None), ("megatron-core", None)},
}
V4_PP_SHAPE_ALLOWED = {
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {
        f"megatron.core.pipeline_parallel.schedules.{name}" for name in ("get_tensor_shapes", "forward_backward_pipelining_with_interleaving")
    },
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/deepseek_v4_pp_shape_patches.py"}),
    "requires.packages": {("megatron-core", None)},
}
ASYNC_TP_ALLOWED = {
    "feature.summary": frozenset({None, "Use Primus-Turbo async tensor-parallel collectives"}),
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "torchtitan",
    "upstream.symbols": {f"torch.distributed._symmetric_memory.{name}" for name in ("_fused_all_gather_matmul_impl", "_fused_matmul_reduce_scatter_impl")},
    "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/async_tp_patches.py"}),
    "enable.flags": {
        ("primus_turbo.enable_primus_turbo", True),
        ("primus_turbo.use_turbo_async_tp", True),
        ("parallelism.enable_async_tensor_parallel", True),
    },
}
EMERGING_LOG_ALLOWED = {
    "feature.id": "megatron.emerging_optimizers.log_level",
    "feature.patch_style": frozenset({None, "env_or_lifecycle", "config_rewrite"}),
    "framework.name": "megatron-lm",
    "implementation.primus": frozenset(
        {None, "primus.backends.megatron.patches.emerging_optimizers_log_level_patches.patch_emerging_optimizers_log_level"}
    ),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/emerging_optimizers_log_level_patches.py"}),
    "enable.phase": frozenset({None, "before_train"}),
}
FUSED_ADAM_SITES = {
    f"megatron.core.optimizer.{name}" for name in ("Adam", "SGD", "_get_megatron_optimizer_based_on_param_groups", "USING_PYTORCH_OPTIMIZER")
}
LAYERNORM_FP8_CACHE_ALLOWED = {
    "feature.id": "megatron.te.layernorm_linear_fp8_cache",
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {"megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__"},
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/layernorm_linear_fp8_cache_patches.py"}),
    "enable.flags": {("no_fp8_weight_transpose_cache", True)},
    "enable.phase": "before_train",
    "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
}
EMPTY_CACHE_ALLOWED = {
    "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {"megatron.training.training.train_step"},
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/empty_cache_interval_patches.py"}),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-lm", None), ("megatron-core", None)},
}
SEQUENCE_PARALLEL_TP1_ALLOWED = {
    "feature.id": "megatron.args.sequence_parallel_tp1",
    "feature.patch_style": frozenset({None, "config_rewrite"}),
    "framework.name": "megatron-lm",
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/sequence_parallel_tp1_patches.py"}),
    "enable.phase": frozenset({None, "build_args"}),
    "enable.side_effects": {("sequence_parallel", False)},
}
FLA_RMSNORM_ALLOWED = {
    "feature.id": "megatron.torch_norm.fla_rmsnorm",
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {TORCH_NORM_NEW},
    "upstream.aliases": {TORCH_NORM_NEW},
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_norm_fla_rmsnorm_patches.py"}),
    "enable.flags": {("use_fla_fused_rmsnorm", True)},
    # Read by the companion knobs patch, which sets the flag from it.
    "enable.env": {("PRIMUS_FLA_NORM", "1")},
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None), ("flash-linear-attention", None), ("fla", None)},
}
WHOLE_BLOCK_COMPILE_ALLOWED = {
    "feature.id": "torchtitan.dsv3.whole_block_compile",
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "torchtitan",
    "upstream.symbols": {"torchtitan.models.llama4.infra.parallelize.apply_compile"},
    "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py"}),
    "enable.flags": {("compile.enable", True)},
    "enable.phase": frozenset({None, "setup"}),
    "requires.packages": {("torch", None), ("torchtitan", None)},
}
GEMM_WORKSPACE_ALLOWED = {
    "feature.id": "megatron.te.general_gemm_workspace_helper",
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},
    "implementation.primus_file": frozenset(
        {None, "primus/backends/transformer_engine/pytorch/module/base.py", "primus/backends/megatron/patches/te_patches/general_gemm_workspace_patches.py"}
    ),
    "enable.phase": "before_train",
    "requires.packages": {("megatron-core", None), ("torch", None), ("transformer_engine", None)},
}
MOCK_HF_ALLOWED = {
    "feature.id": "torchtitan.training.mock_hf_dataset",
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "torchtitan",
    "upstream.symbols": {"datasets.load_dataset", "torchtitan.hf_datasets.text_datasets.load_dataset"},
    "upstream.aliases": {"torchtitan.hf_datasets.text_datasets.load_dataset"},
    "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/mock_dataset_patches.py"}),
    "enable.flags": {("training.mock_data", True)},
    "enable.phase": frozenset({None, "setup"}),
    "requires.packages": {("datasets", None)},
}
FUSED_ADAM_ALLOWED = {
    "feature.id": "megatron.optimizer.torch_fused_adam",
    "feature.patch_style": frozenset({None, "binding_replacement", "source_rewrite"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": FUSED_ADAM_SITES,
    "upstream.aliases": FUSED_ADAM_SITES,
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_fused_adam_patches.py"}),
    "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None), ("megatron-core", None)},
}
CHECKPOINT_PATH_ALLOWED = {
    "feature.id": "megatron.args.checkpoint_path",
    "feature.patch_style": frozenset({None, "config_rewrite"}),
    "framework.name": "megatron-lm",
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.checkpoint_path_patches.patch_checkpoint_path"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/checkpoint_path_patches.py"}),
    "enable.phase": frozenset({None, "build_args"}),
}
LAYOUT_ALLOWED = {
    "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {LAYOUT_CLASS},
    "implementation.primus": frozenset({None, f"primus.backends.{LAYOUT_CLASS.rsplit('.', 1)[0]}.PrimusPipelineParallelLayerLayout"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/pipeline_parallel_layout_patches.py"}),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None)},
}
# The MaxDiffusion logger patch: what rounds 133 and 451 may draft of it (each adds the files and phase it allows).
MAXDIFFUSION_LOGGER_ALLOWED = {
    "feature.id": "maxdiffusion.logger",
    "feature.summary": frozenset({None, "Redirect MaxDiffusion logger to Primus unified logger"}),
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "upstream.symbols": {"maxdiffusion.max_logging.log"},
    "implementation.primus": frozenset({None, "primus.core.utils.module_utils.log_rank_0"}),
}
# The iterations_to_skip default: what rounds 202, 228, 350 and 462 may draft of it (each adds the summary it allows).
ITERATIONS_TO_SKIP_ALLOWED = {
    "feature.id": "megatron.args.iterations_to_skip_default",
    "feature.patch_style": frozenset({None, "config_rewrite"}),
    "framework.name": "megatron-lm",
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/iterations_to_skip_default_patches.py"}),
    "enable.phase": frozenset({None, "build_args"}),
}
# What rounds 539 and 591 may draft of it: a config rewrite with no site and no gate.
ITERATIONS_TO_SKIP_REPORTED = {
    **ITERATIONS_TO_SKIP_ALLOWED,
    "upstream.symbols": set(),
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.iterations_to_skip_default_patches.patch_iterations_to_skip_default"}),
    "enable.flags": set(),
    "enable.env": set(),
    "requires.platform": frozenset({None, "any"}),
}


def described(patch: str, summary: str, style: str) -> dict:
    """What a round may draft of a patch's id, its registered description and its style, shared by the rounds about it."""
    return {"feature.id": patch, "feature.summary": frozenset({None, summary}), "feature.patch_style": frozenset({None, style})}


# The patches several rounds report on: their id, registered description and style (rounds 14, 159, 279, 340, 449, 453
# and the rounds after them).
WEIGHT_DEOSC_DESCRIBED = described("megatron.turbo.weight_deosc", "Install MXFP4 weight de-oscillation on the distributed optimizer.", "function_wrapping")
# The limits WeightDeOscConfig.validate() enforces.
WEIGHT_DEOSC_LIMITS = {
    ("weight_deosc_period", ">", 0),
    ("weight_deosc_ratio", ">", 0),
    ("weight_deosc_start_step", ">=", 0),
    ("weight_deosc_log_freq", ">=", 0),
}
MODEL_OVERRIDE_DESCRIBED = described("torchtitan.model_override", "Override TorchTitan model args dynamically via config", "function_wrapping")
# What rounds 524 and 579 may draft of it: one site, the handler, no gate.
MODEL_OVERRIDE_ALLOWED = {
    **MODEL_OVERRIDE_DESCRIBED,
    "framework.name": frozenset({None, "torchtitan"}),
    "upstream.symbols": {"torchtitan.protocols.train_spec.get_train_spec"},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.torchtitan.patches.model_override_patches.patch_torchtitan_model_override"}),
    "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/model_override_patches.py"}),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.phase": frozenset({None, "setup"}),
    "requires.packages": {("torchtitan", None)},
}
MANUAL_SPLIT_DESCRIBED = described(
    "megatron.validate_args.decoder_pipeline_manual_split",
    "Add decoder_pipeline_manual_split_list guard to validate_args pipeline split check",
    "source_rewrite",
)
FSDP2_BF16_DESCRIBED = described(
    "megatron.optimizer.fsdp2_bf16_master_weight", "Patch get_megatron_optimizer for FSDP2 BF16 master weight optimizer", "binding_replacement"
)
FP4_TE_VERSION_DESCRIBED = described(
    "megatron.validate_args.fp4_te_version", "Suppress TE version check for FP4 in validate_args on ROCm", "source_rewrite"
)
# Patches reported again in rounds 485-502, each beside the round before it.
ODC_TEARDOWN_DESCRIBED = described("megatron.fsdp.odc_torch_fsdp2_teardown", "Tear down the ODC reduction service after training (ROCm/MORI).", "env_or_lifecycle")
GRAD_ZERO_PREFETCH_DESCRIBED = described("megatron.grad_zero_and_data_prefetch", "Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.", "function_wrapping")
FIX_MOE_SUMMARY = "Fix MoE load balancing for DeepSeek V3"
FIX_MOE_DESCRIBED = described("megatron.deepseek_v3.fix_moe", FIX_MOE_SUMMARY, "config_rewrite")
# What rounds 513 and 531 may draft of it: the docstring's example writes one config value and rebinds nothing.
FIX_MOE_ALLOWED = {
    **FIX_MOE_DESCRIBED,
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": set(),
    "upstream.aliases": set(),
    "implementation.primus_file": frozenset({None, "primus/core/patches/__init__.py"}),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.side_effects": {("moe_aux_loss_coeff", 0.001)},
    "enable.phase": frozenset({None, "before_train"}),
    "requires.platform": frozenset({None, "any"}),
}
PAD_ROUTING_MAP_DESCRIBED = described("megatron.fused_pad_routing_map", "Replace Megatron fused_pad_routing_map with the Primus Triton implementation", "binding_replacement")
FUSED_BIAS_SWIGLU_DESCRIBED = described("megatron.te.fused_bias_swiglu", "Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward", "binding_replacement")
DUMP_PP_AFTER_TRAIN_DESCRIBED = described("megatron.pp.dump_pp_data.after_train", "Dump pp schedule data to JSON for visualization", "env_or_lifecycle")
# The tolerant apply_factory_merges patch (checkpoint_patches.py): what rounds 472 and 514 may draft of it.
APPLY_FACTORY_MERGES = "megatron.core.dist_checkpointing.{}.apply_factory_merges"
APPLY_FACTORY_ALLOWED = {
    **described(
        "megatron.patch.apply_factory_merges_tolerant",
        "Patch apply_factory_merges to tolerate missing keys (e.g. LoRA adapter factories not in base checkpoint) when "
        "loading PEFT-wrapped models from a base Megatron checkpoint.",
        "binding_replacement",
    ),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {APPLY_FACTORY_MERGES.format("mapping"), APPLY_FACTORY_MERGES.format("serialization")},
    "upstream.aliases": {APPLY_FACTORY_MERGES.format("serialization")},
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.checkpoint_patches.patch_apply_factory_merges_tolerant"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_patches.py"}),
    "enable.flags": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None)},
    "requires.platform": frozenset({None, "any"}),
}
# What rounds 504 and 519 may draft of the MaxDiffusion logger patch: the values above, and the fields their reports
# give besides.
MAXDIFFUSION_LOGGER_REPORTED = {
    **MAXDIFFUSION_LOGGER_ALLOWED,
    "feature.summary": frozenset({*MAXDIFFUSION_LOGGER_ALLOWED["feature.summary"], "Redirect MaxDiffusion logger to Primus unified logger."}),
    "framework.name": frozenset({None, "other"}),
    "implementation.primus_file": frozenset({None, "primus/core/utils/module_utils.py", "primus/backends/maxdiffusion/patches/logger_patches.py"}),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.phase": frozenset({None, "setup"}),
    "requires.packages": {("maxdiffusion", None)},
    "requires.platform": frozenset({None, "any"}),
}
# The MLPerf Llama2 MXFP4 recipe patch (megatron_patches.py): what rounds 502 and 523 may draft of it.
FP4_MXFP4_SITES = {
    "megatron.core.fp4_utils.get_fp4_recipe",
    "megatron.core.enums.Fp4Recipe",
    "megatron.core.fp4_utils.is_mxfp4_phase",
    "megatron.core.fp4_utils.set_mxfp4_phase",
    "megatron.core.fp4_utils._mxfp4_phase",
}
FP4_MXFP4_ALLOWED = {
    **described("mlperf_llama2_70b.megatron.fp4_mxfp4", "MXFP4 recipe + phase tracking for MLPerf Llama2 (single recipe object)", "binding_replacement"),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": FP4_MXFP4_SITES,
    "upstream.aliases": FP4_MXFP4_SITES,
    "implementation.primus_file": frozenset({None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/megatron_patches.py"}),
    "enable.flags": set(),
    "enable.env": {("NVTE_MXFP4_USE_HADAMARD", "1")},
    "enable.side_effects": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("transformer_engine", None), ("transformer_engine", ">=2.8.0"), ("megatron-core", None)},
}
# The Bridge training_log forwarding patch (print_rank_last_patches.py): what rounds 474, 501 and 522 may draft of it
# besides its summary, which each words its own way.
FORWARD_TO_RANK0_ALLOWED = {
    "feature.id": "megatron_bridge.training_log.forward_to_rank0",
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {"megatron.bridge.training.train.training_log"},
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.training_log.print_rank_last_patches.patch_bridge_training_log_forward"}),
}
# The precision-aware optimizer patch for tensorwise FP8 (optimizer_patches.py): what rounds 503, 508 and 529 may draft
# of it. Its three flags are the condition's; the FSDP2 optimizer patches beside it rebind get_megatron_optimizer.
PRECISION_AWARE_SUMMARY = (
    "Override precision-aware optimizer flag for local spec + tensorwise FP8, enabling BF16 decoupled_grad path (no "
    "BF16-to-FP32 gradient cast)."
)
PRECISION_AWARE_FLAGS = {("use_precision_aware_optimizer", True), ("fp8_recipe", "tensorwise"), ("transformer_impl", "local")}
PRECISION_AWARE_ALLOWED = {
    **described("megatron.optimizer.precision_aware_fp8_tensorwise", PRECISION_AWARE_SUMMARY, "function_wrapping"),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {"megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__"},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.optimizer_patches.patch_precision_aware_for_tensorwise"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/optimizer_patches.py"}),
    "enable.flags": PRECISION_AWARE_FLAGS,
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None)},
}
# The Kimi K3 args patch that mirrors routed_expert_hidden_size onto moe_latent_size: what rounds 477 and 535 may draft.
# The Kimi K3 args patch that mirrors num_nextn_predict_layers onto mtp_num_layers: what rounds 481 and 593 may draft.
KIMI_K3_MTP_SUMMARY = (
    "Kimi K3: mirror num_nextn_predict_layers onto the args-layer mtp_num_layers, which arguments.py's MTP validation, "
    "training.py's FLOPs/params reporting and MTPLossLoggingHelper all read and which the config-layer __post_init__ mapping "
    "does not reach."
)
KIMI_K3_MTP_ALLOWED = {
    "feature.id": "megatron.args.kimi_k3_mtp_num_layers",
    "feature.summary": frozenset({None, KIMI_K3_MTP_SUMMARY}),
    "feature.patch_style": frozenset({None, "config_rewrite"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": set(),
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.kimi_k3_flops_patches.patch_k3_args_mtp_num_layers"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_flops_patches.py"}),
    "enable.flags": {("model_type", "kimi_k3")},
    "enable.phase": frozenset({None, "build_args"}),
    "requires.platform": frozenset({None, "any"}),
}
KIMI_K3_MOE_LATENT_SUMMARY = (
    "Kimi K3: mirror routed_expert_hidden_size onto the args-layer moe_latent_size, which upstream FLOPs/params reporting "
    "reads and which the config-layer __post_init__ mapping does not reach."
)
KIMI_K3_MOE_LATENT_ALLOWED = {
    "feature.id": "megatron.args.kimi_k3_moe_latent_size",
    "feature.summary": frozenset({None, KIMI_K3_MOE_LATENT_SUMMARY}),
    "feature.patch_style": frozenset({None, "config_rewrite"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": set(),
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.kimi_k3_flops_patches.patch_k3_args_moe_latent_size"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_flops_patches.py"}),
    "enable.flags": {("model_type", "kimi_k3")},
    "enable.phase": frozenset({None, "build_args"}),
    "requires.platform": frozenset({None, "any"}),
}
# The Megatron-FSDP DeviceMesh patch (megatron_fsdp_patches.py): what rounds 496 and 536 may draft.
DEVICE_MESH_SITE = "megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names"
DEVICE_MESH_SUMMARY = "Fix Megatron-FSDP DeviceMesh API compatibility for PyTorch 2.10+ by updating get_mesh_names to use new API."
DEVICE_MESH_ALLOWED = {
    "feature.id": "megatron.fsdp.device_mesh",
    "feature.summary": frozenset({None, DEVICE_MESH_SUMMARY}),
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {DEVICE_MESH_SITE},
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/megatron_fsdp_patches.py"}),
    "enable.flags": {("use_megatron_fsdp", True)},
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None), ("torch", None)},
}
# The grad-zero and data-prefetch patch (delayed_fp8_scaling_patches.py): what rounds 500, 509 and 546 may draft of it.
GRAD_ZERO_PREFETCH_SITES = {"megatron.core.distributed.DistributedDataParallel.zero_grad_buffer", "megatron.training.training.train_step"}
GRAD_ZERO_PREFETCH_ALLOWED = {
    **GRAD_ZERO_PREFETCH_DESCRIBED,
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": GRAD_ZERO_PREFETCH_SITES,
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.delayed_fp8_scaling_patches.patch_grad_zero_and_data_prefetch"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/delayed_fp8_scaling_patches.py"}),
    "enable.phase": frozenset({None, "before_train"}),
}
# The after_train pipeline-dump patch (pp_dump_data_patches.py): what rounds 448, 471, 497, 520 and 533 may draft of it.
# Its gate reads `dump_pp_data` and a pipeline size above 1.
DUMP_PP_AFTER_TRAIN_ALLOWED = {
    **DUMP_PP_AFTER_TRAIN_DESCRIBED,
    "feature.summary": frozenset({None, "Dump pp schedule data to JSON for visualization", "Dump pp schedule data to JSON for visualization."}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": set(),
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.pp_dump_data_patches.patch_pp_dump_data_after_train"}),
    # The patch's module, or the module whose dump_pp_data does the writing.
    "implementation.primus_file": frozenset(
        {None, "primus/backends/megatron/patches/pp_dump_data_patches.py", "primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py"}
    ),
    "enable.flags": {("dump_pp_data", True)},
    "enable.phase": frozenset({None, "after_train"}),
    "requires.packages": {("torch", None), ("megatron-core", None)},
    "requires.platform": frozenset({None, "any"}),
    "enable.env": set(),
    "constraints": {("pipeline_model_parallel_size", ">", 1)},
}
# What rounds 541 and 595 may draft of the patch that skips the legacy fused-kernel build on ROCm.
FUSED_KERNELS_NOOP = "megatron.checkpoint_convert.fused_kernels_rocm_noop"
FUSED_KERNELS_NOOP_ALLOWED = {
    "feature.id": FUSED_KERNELS_NOOP,
    "feature.summary": frozenset({None, "Skip the legacy CUDA-only fused_kernels build on ROCm during checkpoint conversion"}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.checkpoint_convert_patches.patch_fused_kernels_noop_on_rocm"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_convert_patches.py"}),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.phase": frozenset({None, "convert"}),
    "requires.packages": {("torch", None), ("megatron-core", None)},
    "requires.platform": frozenset({None, "rocm"}),
}
# What rounds 542 and 596 may draft of the DataLoader start-method patch.
DATALOADER_MP_CONTEXT = "megatron.dataloader_mp_context"
DATALOADER_MP_CONTEXT_ALLOWED = {
    "feature.id": DATALOADER_MP_CONTEXT,
    # The registered description names a key the report shows the code never reads: no summary.
    "feature.summary": frozenset({None}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.dataloader_patch.patch_dataloader"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
    "enable.flags": {("dataloader_mp_context", "forkserver"), ("dataloader_mp_context", "spawn"), ("dataloader_mp_context", "fork")},
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None)},
    "requires.platform": frozenset({None, "any"}),
    "constraints": set(),
}
# What rounds 544 and 602 may draft of the fused pad-routing-map patch.
PAD_ROUTING_MAP_ALIAS = "megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map"
PAD_ROUTING_MAP_ALLOWED = {
    **PAD_ROUTING_MAP_DESCRIBED,
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {PAD_MAP_SITE},
    "upstream.aliases": {PAD_ROUTING_MAP_ALIAS},
    "implementation.primus": frozenset({None, "primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"}),
    "implementation.primus_file": frozenset(
        {None, "primus/backends/megatron/core/fusions/fused_pad_routing_map.py", "primus/backends/megatron/patches/fused_pad_routing_map_patches.py"}
    ),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.side_effects": set(),
    "enable.phase": frozenset({None, "before_train"}),
    # The kernel runs only with triton: HAVE_TRITON is triton >= 2.0.0.
    "requires.packages": {("megatron-core", None), ("torch", None), ("triton", None), ("triton", ">=2.0.0"), ("packaging", None)},
}
# What rounds 545 and 603 may draft of the LFM decoder-layer-specs patch.
DECODER_LAYER_SPECS = "megatron.gpt.decoder_layer_specs"
DECODER_LAYER_SPECS_SITE = "megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"
DECODER_LAYER_SPECS_SUMMARY = "Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model."
DECODER_LAYER_SPECS_ALLOWED = {
    "feature.id": DECODER_LAYER_SPECS,
    "feature.summary": frozenset({None, DECODER_LAYER_SPECS_SUMMARY}),
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {DECODER_LAYER_SPECS_SITE},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"}),
    "implementation.primus_file": frozenset(
        {None, "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py", "primus/backends/megatron/patches/gpt_decoder_layer_specs_patches.py"}
    ),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
}
# What rounds 549 and 604 may draft of the NeMo-aligned LR warmup patch.
NEMO_LR = "megatron.lr_schedule.nemo_aligned"
NEMO_LR_SITE = "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"
NEMO_LR_ALLOWED = {
    "feature.id": NEMO_LR,
    "feature.summary": frozenset({None, "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula"}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {NEMO_LR_SITE},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.lr_schedule_patches.patch_nemo_aligned_lr_warmup"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
    "enable.flags": {("nemo_aligned_lr_warmup", True)},
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None)},
    "requires.platform": frozenset({None, "any"}),
}
# What rounds 552 and 610 may draft of the legacy GroupedMLP wgrad-split patch.
LEGACY_GROUPED = "megatron.pp.legacy_grouped_mlp_wgrad_split"
LEGACY_GROUPED_SITE = "megatron.core.transformer.moe.experts.GroupedMLP.forward"
LEGACY_GROUPED_FILE = "primus/backends/megatron/patches/te_patches/legacy_grouped_mlp_wgrad_patches.py"
LEGACY_GROUPED_ALLOWED = {
    "feature.id": LEGACY_GROUPED,
    "feature.summary": frozenset({None, "Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism."}),
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {LEGACY_GROUPED_SITE},
    "upstream.aliases": set(),
    # The handler, or the factory of the forward it installs.
    "implementation.primus": frozenset(
        {None, "primus.backends.megatron.patches.te_patches.legacy_grouped_mlp_wgrad_patches._make_patched_forward"}
    ),
    "implementation.primus_file": frozenset({None, LEGACY_GROUPED_FILE}),
    "enable.flags": {("moe_use_legacy_grouped_gemm", True), ("use_turbo_grouped_gemm", False)},
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None), ("megatron-core", None), ("grouped_gemm", None)},
    "constraints": {("bf16", "==", True)},
}
# What rounds 553 and 611 may draft of the zero-bubble forward_step patch.
ZERO_BUBBLE_FORWARD = "megatron.pretrain_gpt.forward_step.zero_bubble"
ZERO_BUBBLE_FORWARD_ALLOWED = {
    "feature.id": ZERO_BUBBLE_FORWARD,
    "feature.summary": frozenset({None, "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP"}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {"pretrain_gpt.forward_step"},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.parallelism.forward_step_patches.patch_forward_step_zero_bubble"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/forward_step_patches.py"}),
    "enable.flags": {("patch_zero_bubble", True)},
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None)},
}
# What rounds 554 and 612 may draft of the patch that skips compiling the fused kernels.
SKIP_COMPILE = "megatron.runtime.skip_compile_dependencies"
SKIP_COMPILE_SITE = "megatron.training.initialize._compile_dependencies"
SKIP_COMPILE_ALLOWED = {
    "feature.id": SKIP_COMPILE,
    "feature.summary": frozenset({None, "Skip Megatron CUDA fused kernel compilation (ROCm compatibility)."}),
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {SKIP_COMPILE_SITE},
    "upstream.aliases": set(),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/runtime_hooks_patches.py"}),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None)},
    "requires.platform": frozenset({None, "rocm"}),
}
# What rounds 540, 594 and 599 may draft of the logging-level patch: a config rewrite of one arg, no site, no gate.
LOGGING_LEVEL_REPORTED = {
    **LOGGING_LEVEL_ALLOWED,
    "upstream.symbols": set(),
    "upstream.aliases": set(),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.side_effects": {("logging_level", 20)},
    "requires.packages": set(),
    "requires.platform": frozenset({None, "any"}),
}
# What rounds 550 and 606 may draft of the per-head Muon patch.
MUON_SUMMARY = "Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block."
MUON_ALLOWED = {
    "feature.id": "megatron.optimizer.per_head_muon",
    "feature.summary": frozenset({None, MUON_SUMMARY}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": MUON_SITES,
    "upstream.aliases": MUON_SITES,
    "implementation.primus_file": frozenset({None, *MUON_FILES}),
    "enable.flags": {("muon_per_head", True), ("optimizer", "muon")},
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None), ("megatron-core", None), ("emerging_optimizers", None)},
    "requires.platform": frozenset({None, "any"}),
}
# What rounds 556 and 615 may draft of the bshd-layout attention patch (a summary may be the report's own words).
BSHD_SITE = "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"
BSHD_DESCRIPTION = "Run TE DotProductAttention in bshd layout (transpose sbhd<->bshd around the kernel) when NVTE_FMHA_USE_BSHD=1."
BSHD_ALLOWED = {
    "feature.id": "megatron.te.fmha_bshd_layout",
    "feature.summary": frozenset({None, BSHD_DESCRIPTION}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {BSHD_SITE},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.te_patches.bshd_layout_patches._make_wrapped_forward"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"}),
    "enable.flags": set(),
    "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("transformer_engine", None)},
}
# What rounds 555 and 613 may draft of the NaN-gradient sanitizer (its summary is each report's own sentence).
GRAD_SANITIZE = "megatron.sft.grad_sanitize"
GRAD_SANITIZE_SITE = "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"
GRAD_SANITIZE_ALLOWED = {
    "feature.id": GRAD_SANITIZE,
    "feature.summary": frozenset({None}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {GRAD_SANITIZE_SITE},
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.sft_grad_sanitize_patches.patch_sft_grad_sanitize"}),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"}),
    "enable.flags": {("sft_sanitize_nan_grads", True)},
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("megatron-core", None), ("torch", None)},
    "requires.platform": frozenset({None, "any"}),
}
# What rounds 566 and 622 may draft of the patch that keeps get_model from building DDP twice.
GET_MODEL_DDP = "megatron.training.training.get_model.disable_second_ddp"
GET_MODEL_DDP_SUMMARY = "Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream()."
GET_MODEL_REPORTED = {
    **GET_MODEL_ALLOWED,
    "feature.id": GET_MODEL_DDP,
    "feature.summary": frozenset({None, GET_MODEL_DDP_SUMMARY}),
    "upstream.aliases": set(),
    # torch.cuda.stream is swapped only while get_model runs, and put back in a finally.
    "upstream.transient": {"torch.cuda.stream"},
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.build_model_patches.patch_megatron_get_model_disable_second_ddp"}),
    "framework.wired_at": frozenset({None}),
    "enable.flags": set(),
    "enable.env": set(),
    "requires.platform": frozenset({None, "any"}),
}
# What rounds 569 and 624 may draft of the custom recompute-layer-ids patch (its summary is each report's own).
RECOMPUTE_IDS = "megatron.transformer.custom_recompute_layer_ids"
RECOMPUTE_IDS_REPORTED = {
    **RECOMPUTE_IDS_ALLOWED,
    # The class attribute the handler sets (recompute_layer_patches.py:348), a site as round 275 takes it.
    "upstream.symbols": {*RECOMPUTE_IDS_ALLOWED["upstream.symbols"], "megatron.core.transformer.transformer_config.TransformerConfig.recompute_layer_ids"},
    "feature.id": RECOMPUTE_IDS,
    "upstream.aliases": set(),
    "implementation.primus": frozenset({None, "primus.backends.megatron.patches.recompute_layer_patches.patch_custom_recompute_layer_ids"}),
    "enable.flags": set(),
    "enable.env": set(),
    "requires.packages": {("torch", None), ("megatron-core", None)},
    "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},
}
# What rounds 558 and 619 may draft of the torch profiler patch.
TORCH_PROFILER = "megatron.torch_profiler"
TORCH_PROFILER_SUMMARY = "Patch torch.profiler.profile with Primus profiler options (trainer.py L1277-1298)"
TORCH_PROFILER_ALLOWED = {
    "feature.id": TORCH_PROFILER,
    "feature.summary": frozenset({None, TORCH_PROFILER_SUMMARY}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "upstream.symbols": {"torch.profiler.profile"},
    "upstream.aliases": set(),
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_profiler_patches.py"}),
    "enable.flags": set(),
    "enable.env": set(),
    "enable.phase": frozenset({None, "before_train"}),
    "requires.packages": {("torch", None)},
    "requires.platform": frozenset({None, "any"}),
}
# maxdiffusion.logger as two reports state it plainly (rounds 644 and 706): the one site and its replacement.
MAXDIFFUSION_LOGGER_REQUIRED = {
    "feature.id": "maxdiffusion.logger",
    "feature.summary": "Redirect MaxDiffusion logger to Primus unified logger",
    "upstream.symbols": {"maxdiffusion.max_logging.log"},
    "enable.phase": "setup",
}
MAXDIFFUSION_LOGGER_ALLOWED = {
    **MAXDIFFUSION_LOGGER_REQUIRED,
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "implementation.primus": frozenset({None, "primus.core.utils.module_utils.log_rank_0"}),
    "implementation.primus_file": frozenset({None, "primus/core/utils/module_utils.py"}),
}
# The two classes torchtitan.primus_turbo.gptoss_sink_attention rebinds (gptoss_sink_attention_patches.py:64-65).
GPTOSS_SINK_SITES = {"torchtitan.models.gpt_oss.model.model.Attention", "torchtitan.models.gpt_oss.model.model.TransformerBlock"}
# megatron.turbo.fused_residual_norm as two reports state it plainly (rounds 698 and 735): its wrapping, its Turbo kernel
# (fused_residual_rmsnorm.py) and its phase; each report words the summary its own way.
FUSED_RESIDUAL_NORM_REQUIRED = {
    "feature.id": "megatron.turbo.fused_residual_norm",
    "feature.patch_style": "function_wrapping",
    "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",
    "enable.phase": "before_train",
}
FUSED_RESIDUAL_NORM_ALLOWED = {
    **FUSED_RESIDUAL_NORM_REQUIRED,
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "requires.packages": {("primus_turbo", None), ("transformer_engine", None)},
}
# maxtext.train as rounds 707 and 748 state it (train_patches.py:42-48, 64-76).
MAXTEXT_TRAIN_ALLOWED = {
    "feature.id": "maxtext.train",
    "feature.summary": "Wrap MaxText initialize to forward **kwargs to pyconfig.initialize",
    "feature.patch_style": "function_wrapping",
    "implementation.primus_file": frozenset({None, "primus/backends/maxtext/patches/train_patches.py"}),
    "framework.name": frozenset({None, "maxtext"}),
}

# megatron.moe.skip_identity_sort, as rounds 667 and 768 read it: its registered description and its one site.
SKIP_IDENTITY_SORT_SUMMARY = (
    "Short-circuit sort_chunks_by_idxs in the MoE token dispatcher when the local-expert permutation is identity "
    "(e.g. EP=1/TP=1); gated by MOE_SKIP_IDENTITY_SORT (default on)."
)
SKIP_IDENTITY_SORT_SITE = "megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs"

# What rounds 793 and 835 may draft of the MX linear patch (mx_linear_patches.py); each round's summary is its own.
TURBO_MX_LINEAR_ALLOWED = {
    "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
    "feature.patch_style": "binding_replacement",
    "upstream.symbols": {"torchtitan.components.quantization.mx.MXLinearConverter"},
    "implementation.primus": frozenset({None, "primus.backends.torchtitan.components.quantization.mx.PrimusTubroMXConverter"}),
    "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/components/quantization/mx.py"}),
    "implementation.turbo": frozenset({None, "primus_turbo.pytorch.modules.Float8Linear"}),
    "framework.name": frozenset({None, "torchtitan"}),
    "enable.phase": "setup",
    "requires.packages": {("primus_turbo", None), ("torch", None), ("torchtitan", None)},
}

# What rounds 779 and 805 may draft of the second-DDP patch (build_model_patches.py); each round's summary is its own.
DISABLE_SECOND_DDP_ALLOWED = {
    "feature.id": "megatron.training.training.get_model.disable_second_ddp",
    "feature.patch_style": "function_wrapping",
    "upstream.symbols": {"megatron.training.training.get_model"},
    "framework.name": frozenset({None, "megatron-lm"}),
    "enable.phase": "before_train",
    "requires.packages": {("torch", None)},
}

# What rounds 726 and 824 may draft of the NeMo-aligned warmup patch (lr_schedule_patches.py).
NEMO_ALIGNED_ALLOWED = {
    "feature.id": "megatron.lr_schedule.nemo_aligned",
    "feature.summary": "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula",
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "enable.phase": "before_train",
}
NEMO_ALIGNED_REQUIRED = {
    "feature.id": "megatron.lr_schedule.nemo_aligned",
    "feature.summary": "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula",
    "enable.phase": "before_train",
}

# What rounds 747 and 836 may draft of the DualPipeV fallback patch (pipelining_schedule_patches.py): their reports
# state no style or site plainly, so less than DUALPIPEV_ALLOWED allows.
DUALPIPEV_UNSTYLED_ALLOWED = {
    "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
    "framework.name": frozenset({None, "torchtitan"}),
    "enable.phase": "setup",
    "requires.packages": {("torch", None)},
}
# The pipeline manual-split guard (validate_args_patches.py:72-94): what any report about it may draft.
MANUAL_SPLIT_ALLOWED = {
    **MANUAL_SPLIT_DESCRIBED,
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/validate_args_patches.py"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "enable.phase": frozenset({None, "before_train"}),
}

# The values true of `megatron.fp8.context` that its rounds share (each round adds what only its report states).
FP8_CONTEXT_ALLOWED = {
    'feature.id': 'megatron.fp8.context',
    'feature.summary': 'Override Megatron get_fp8_context to use Primus implementation when fp8 is enabled',
    'feature.patch_style': 'binding_replacement',
    'implementation.primus': 'primus.backends.megatron.core.fp8_utils.get_fp8_context',
    'implementation.primus_file': frozenset({'primus/backends/megatron/core/fp8_utils.py', None}),
    'implementation.turbo': frozenset({'primus_turbo.pytorch.core.low_precision', None}),
    'framework.name': frozenset({'megatron-lm', None}),
    'enable.phase': 'before_train',
    'requires.packages': {('primus_turbo', None), ('transformer_engine', None)},
}

# The values true of `torchtitan.logger` that its rounds share (each round adds what only its report states).
TORCHTITAN_LOGGER_ALLOWED = {
    'feature.id': 'torchtitan.logger',
    'feature.summary': 'Redirect TorchTitan logger to Primus unified logger',
    'feature.patch_style': 'binding_replacement',
    'upstream.symbols': {'torchtitan.tools.logging.init_logger', 'torchtitan.tools.logging.logger'},
    'implementation.primus': frozenset({'primus.core.utils.logger._logger', None}),
    'implementation.primus_file': frozenset({'primus/core/utils/logger.py', None}),
    'framework.name': frozenset({'torchtitan', None}),
    'enable.phase': 'setup',
    'requires.packages': {('loguru', None), ('torchtitan', None)},
}

# The values true of `torchtitan.dsv3.moe_bf16_combine` that its rounds share (each round adds what only its report states).
MOE_BF16_COMBINE_ALLOWED = {
    'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
    'feature.patch_style': frozenset({'binding_replacement', None}),
    'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
    'implementation.primus': 'primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine',
    'implementation.primus_file': frozenset({'primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py', None}),
    'framework.name': frozenset({'torchtitan', None}),
    'enable.phase': 'setup',
    'requires.packages': {('torch', None), ('torchtitan', None)},
}

# The values true of `megatron.deepseek_v4.pp_tensor_shape` that its rounds share (each round adds what only its report states).
V4_PP_TENSOR_SHAPE_ALLOWED = {
    'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
    'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving', 'megatron.core.pipeline_parallel.schedules.get_tensor_shapes'},
    'framework.name': frozenset({'megatron-lm', None}),
    'enable.phase': 'before_train',
}

# The values true of `megatron.validate_args.fp4_te_version` that its rounds share (each round adds what only its report states).
FP4_TE_VERSION_ALLOWED = {
    'feature.id': 'megatron.validate_args.fp4_te_version',
    'feature.summary': 'Suppress TE version check for FP4 in validate_args on ROCm',
    'feature.patch_style': 'source_rewrite',
    'implementation.primus_file': frozenset({'primus/backends/megatron/patches/args/validate_args_patches.py', None}),
    'framework.name': frozenset({'megatron-lm', None}),
    'enable.phase': 'before_train',
}

# The values true of `megatron.training.validation_num_samples` that its rounds share (each round adds what only its report states).
VALIDATION_SAMPLES_ALLOWED = {
    'feature.id': 'megatron.training.validation_num_samples',
    'feature.summary': 'Fix validation sample count to eval_iters * global_batch_size instead of scaling with train_iters',
    'feature.patch_style': 'binding_replacement',
    'framework.name': frozenset({'megatron-lm', None}),
    'enable.phase': 'before_train',
}

# megatron.fused_linear_ce as rounds 822 and 1065 state it (fused_linear_ce_patches.py): its wrapper of
# GPTModel._postprocess, its two ways in, its phase; each round allows its own summary.
FUSED_LINEAR_CE_ALLOWED = {
    "feature.id": "megatron.fused_linear_ce",
    "feature.patch_style": "function_wrapping",
    "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"},
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/fused_linear_ce_patches.py"}),
    "framework.name": frozenset({None, "megatron-lm"}),
    "enable.flags": {("enable_fused_linear_ce", True)},
    "enable.env": {("FUSED_LINEAR_CE", "1")},
    "enable.phase": "before_train",
    "requires.packages": {("torch", None)},
}
