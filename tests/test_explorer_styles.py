"""Drafts from explorer reports written in styles the parser was not tuned to: no wrong value, nothing dropped.

The styled_*.md fixtures (tests/fixtures/explorer/) tell real Primus patches in
bold labels, bullets, numbered lists, code blocks without imports and tables,
with the traps drafts used to fall into: a companion or sibling patch's symbol,
"a warning when ...", "prints a notice when ...", "on unless ...", "X is not
needed", a conditional side effect, a `from X import Y` alias, notes below an
inventory table, versions and constraints in words and in tables, code
written without backticks, a module-level flag and an attribute set on a layer
object (neither is a run-config side effect). For each
case (a report, or "report@patch" for an inventory row), ALLOWED lists every
value a draft may hold (a drafted value outside it is wrong), MENTIONED every
site, flag, constraint, package and version the report names, each of which
must end up as a value or in a TODO, REQUIRED the values the report states
plainly (a draft that turned them into TODOs would pass the first two checks
by stating nothing), and NOWHERE what no drafted value may contain.

    python -m pytest tests/test_explorer_styles.py -k counts -s

prints the counts: values drafted, wrong values and silent drops.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "explorer"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

from portval.explorer.extract import extract
from portval.explorer.markdown import Block
from portval.explorer.records import Extraction
from portval.explorer.sentences import split_sentences
from portval.explorer.yaml_text import draft_yaml
from portval.facts.load import parse_facts

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
MUON_FILES = frozenset({"primus/backends/megatron/core/optimizer/per_head_muon.py", "primus/backends/megatron/patches/per_head_muon_patches.py"})
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
CHEAT_SHEET = "forty_third_cheat_sheet_sdma_param_all_gather.md"
SDMA_GATHER_SITES = {
    "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.start_param_sync",
    "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.__init__",
    *(f"megatron.core.transformer.moe.experts.{mlp}.forward" for mlp in ("GroupedMLP", "TEGroupedMLP", "SequentialMLP")),
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
    *(f"megatron.core.parallel_state.{name}" for name in ("default_embedding_ranks", "is_pipeline_last_stage", "is_rank_in_embedding_group")),
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

# report -> field -> the values a draft may hold (a set for lists and mappings; one value for scalars).
ALLOWED: dict[str, dict[str, Any]] = {
    "styled_fp8_context_bold_labels.md": {
        "feature.id": "megatron.fp8.context",
        "feature.summary": None,  # any sentence of What it does
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.fp8_utils.get_fp8_context"},
        "upstream.aliases": FP8_SITES - {"megatron.core.fp8_utils.get_fp8_context"},
        "implementation.primus_file": "primus/backends/megatron/core/fp8_utils.py",
        "enable.flags": {("enable_primus_turbo", True), ("fp8", "e4m3")},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("transformer_engine", ">=2.1.0")},
        "constraints": {("fp8", "in", ("e4m3", "hybrid")), ("fp8_recipe", "!=", "delayed")},
    },
    "styled_attention_numbered.md": {
        "feature.id": "megatron.turbo.attention",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention"},
        "upstream.aliases": {"megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention"},
        "implementation.primus": f"{TURBO_MODULE}.PrimusTurboAttention",
        "implementation.primus_file": TURBO_FILE,
        "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None)},
        "constraints": {("attention_dropout", "==", 0.0), ("tensor_model_parallel_size", "==", 1)},
        "module.constructor": "TEDotProductAttention(config, layer_number, attn_mask_type, attention_type)",
        "module.forward_inputs": {(name, ("s", "b", "n", "d")) for name in ("query", "key", "value")},
    },
    "styled_deepep_code_blocks.md": {
        "feature.id": "megatron.turbo.moe_dispatcher",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"},
        "upstream.aliases": {"megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"},
        "implementation.primus_file": TURBO_FILE,
        "enable.flags": {("enable_primus_turbo", True), ("use_turbo_deepep", True)},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("deep_ep", None)},
        # The report reads the sizes off self: the names as written, flagged for renaming, are right.
        "constraints": {("moe_router_dtype", "==", "fp32"), ("tp_size * ep_size", ">", 1)},
    },
    "styled_rms_norm_tables.md": {
        "feature.id": "megatron.turbo.rms_norm",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"transformer_engine.pytorch.RMSNorm"},
        "implementation.primus": f"{TURBO_MODULE}.PrimusTurboRMSNorm",
        "implementation.primus_file": TURBO_FILE,
        "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("transformer_engine", None)},
        "constraints": {("tensor_model_parallel_size", "==", 1), ("tensor_model_parallel_size", "<=", 1)},
        "module.constructor": "PrimusTurboRMSNorm(config, hidden_size, eps=1e-5)",
        "module.forward_inputs": {("x", ("s", "b", "hidden_size"))},
    },
    # Bullets; a sibling patch named without "companion"; "falls back when", "prints a notice when", "logs"; "X is not needed".
    "styled_fused_residual_norm_bullets.md": {
        "feature.id": "megatron.turbo.fused_residual_norm",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {LAYER_FORWARD},
        "upstream.aliases": {LAYER_FORWARD},
        "implementation.primus_file": "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py",
        "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",
        "enable.flags": {("use_turbo_rms_norm", True)},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None)},
    },
    # Code blocks without imports; a second patch in the same file and its code block; a `from X import Y` alias;
    # versions in a table, with a condition in one of its rows; "prints a notice once when".
    "styled_fp4_context_code_no_imports.md": {
        "feature.id": "megatron.core.fp4_utils",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": FP4_SITES,
        "upstream.aliases": FP4_SITES,
        "implementation.primus": "primus.backends.megatron.core.fp4_utils.get_fp4_context",
        "implementation.primus_file": "primus/backends/megatron/core/fp4_utils.py",
        "enable.flags": {("fp4", True)},
        "enable.phase": "before_train",
        # 2.7.0.dev0 as the contract can write it: the draft notes that the pre-release part was dropped.
        "requires.packages": {("transformer_engine", ">=2.7.0"), ("primus_turbo", None)},
    },
    # An inventory table, then a versions table and notes about single rows.
    REDUCE_AMAX: {
        "feature.id": "megatron.te.delayed_scaling_reduce_amax",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__"},
        "implementation.primus_file": DELAYED_FILE,
        "enable.flags": {("fp8_recipe", "delayed")},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None)},
    },
    SAVE_INPUT: {
        "feature.id": "megatron.te.delayed_scaling_save_original_input",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
        "implementation.primus_file": DELAYED_FILE,
        "enable.flags": {("fp8_recipe", "delayed")},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", ">=2.6.0")},
    },
    SWIGLU: {
        "feature.id": "megatron.te.fused_bias_swiglu",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {f"{SWIGLU_FUNCTION}.forward", f"{SWIGLU_FUNCTION}.backward"},
        "upstream.aliases": {f"{SWIGLU_FUNCTION}.forward", f"{SWIGLU_FUNCTION}.backward"},
        "implementation.primus_file": "primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py",
        "enable.env": {("USE_TE_SWIGLU", "1")},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None)},
    },
    # Numbered list with bold labels; an alias given as its module and import line; a log line naming a symbol the code
    # does not touch; "logs ... when"; backend_versions in a table; a backend version as a comparison; negations.
    "styled_te_spec_provider_bold_numbered.md": {
        "feature.id": "megatron.turbo.te_spec_provider",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": SPEC_SITES,
        "upstream.aliases": SPEC_SITES,
        "implementation.primus": "primus.backends.megatron.core.extensions.transformer_engine_spec_provider.PrimusTurboSpecProvider",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/transformer_engine_spec_provider.py",
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None)},
        "requires.backend_versions": {"<0.17"},
    },
    # ## headings, a sites table, a sibling patch in Caveats, versions and negated packages in sentences, a porting step
    # telling the user to call a function. A frozenset for a scalar: any one of them.
    TITAN: {
        "feature.id": "torchtitan.primus_turbo.turbo_attention",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "torchtitan",
        "upstream.symbols": TITAN_SITES,
        "upstream.aliases": TITAN_SITES,
        "implementation.primus": frozenset(f"primus.backends.{site}" for site in TITAN_SITES),
        "implementation.primus_file": frozenset(f"primus/backends/torchtitan/models/{m}/model/model.py" for m in TITAN_MODELS),
        "implementation.turbo": "primus_turbo.pytorch.modules.TurboAttention",
        "enable.flags": TITAN_FLAGS,
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
        "requires.platform": "rocm",
    },
    # No headings: a plain first-line title, numbered parts with bold titles, sibling patches named by their ids,
    # "that patch", a module named as where a name was imported, constraints in words.
    SCHEDULE: {
        "feature.id": "megatron.pp.schedule",
        "feature.summary": None,
        "requires.platform": "any",  # "nothing on this path is ROCm-specific"
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": SCHEDULE_SITES,
        "upstream.aliases": SCHEDULE_SITES,
        "implementation.primus": "primus.backends.megatron.core.pipeline_parallel.schedules.get_primus_pipeline_parallel_fwd_backward_func",
        "implementation.primus_file": SCHEDULE_FILE,
        "enable.flags": {("patch_primus_pipeline", True), ("patch_zero_bubble", False)},
        "enable.phase": "before_train",
        "requires.packages": {("megatron-core", None), ("torch", None)},
        "constraints": {("pp_algorithm", "in", PP_ALGORITHMS)},
    },
    # An inventory of two MaxText rows with notes below it; the site depends on the MaxText layout.
    LOGGER: {
        "feature.id": "maxtext.logger",
        "feature.summary": "Redirect MaxText logger to Primus unified logger",
        "feature.patch_style": "binding_replacement",
        "framework.name": "maxtext",
        "upstream.symbols": LOGGER_SITES,
        "upstream.aliases": LOGGER_SITES,
        "implementation.primus": "primus.core.utils.logger._logger.info",
        "implementation.primus_file": "primus/backends/maxtext/patches/logger_patches.py",
        "enable.phase": "setup",
        "requires.packages": {("jax", None), ("maxtext", None)},
    },
    MEGA_MOE: {
        "feature.id": "megatron.turbo.mega_moe",
        "feature.summary": "Replace MoELayer with the PrimusTurbo MegaMoE layer",  # the registered description
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "full_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": MOE_SITES,
        "upstream.aliases": MOE_SITES,
        "implementation.primus": "primus.backends.megatron.core.extensions.mega_moe.PrimusTurboMegaMoELayer",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/mega_moe.py",
        "implementation.turbo": frozenset(f"primus_turbo.pytorch.ops.moe.fused_mega_moe.fused_mega_moe_stage{n}" for n in (1, 2)),
        "enable.flags": MEGA_MOE_FLAGS,
        "enable.phase": "before_train",
        "constraints": MEGA_MOE_ASSERTS
        | {
            ("moe_router_load_balancing_type", "!=", "sinkhorn"),
            ("num_moe_experts % expert_model_parallel_size", "==", 0),
            ("turbo_mega_moe_precision", "in", ("bf16", "mxfp8")),
            ("activation_func", "==", "SiLU"),
        },
        "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
    },
    RECOMPUTE: {
        "feature.id": "megatron.transformer.custom_recompute_layer_ids",
        "feature.summary": RECOMPUTE_SUMMARY,
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": RECOMPUTE_SITES,
        "upstream.aliases": RECOMPUTE_SITES,
        "implementation.primus_file": RECOMPUTE_FILE,
        "enable.phase": "before_train",
        "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},
        "requires.packages": {("megatron-core", None)},
    },
    HSDP: {
        "feature.id": "megatron.args.hsdp",
        "feature.summary": HSDP_SUMMARY,
        "feature.patch_style": "config_rewrite",
        "framework.name": "megatron-lm",
        "implementation.primus": "primus.backends.megatron.patches.args.hsdp_args_patches.patch_hsdp_args",
        "implementation.primus_file": HSDP_FILE,
        "enable.phase": "build_args",
        "requires.packages": {("torch", None)},  # "torch: whatever has DeviceMesh.from_group": any version
    },
    ASYNC_TP: {
        "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "full_replacement",
        "framework.name": "torchtitan",
        "upstream.symbols": ASYNC_TP_SITES,
        "implementation.primus_file": "primus/backends/torchtitan/patches/turbo/async_tp_patches.py",
        "implementation.turbo": frozenset(
            f"primus_turbo.pytorch.ops.{op}" for op in ("fused_all_gather_matmul", "fused_matmul_reduce_scatter")
        ),
        "enable.flags": {
            ("primus_turbo.enable_primus_turbo", True),
            ("primus_turbo.use_turbo_async_tp", True),
            ("parallelism.enable_async_tensor_parallel", True),
        },
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torch", None)},
        "requires.platform": "any",  # "I would not call it ROCm-only"
    },
    MOCK_DATA: {
        "feature.id": "megatron.args.mock_data",
        "feature.summary": "Disable data paths when using mock data",
        "feature.patch_style": "config_rewrite",
        "framework.name": "megatron-lm",
        "implementation.primus_file": "primus/backends/megatron/patches/args/mock_data_patches.py",
        "enable.flags": {("mock_data", True)},
        "enable.phase": "build_args",
        "enable.side_effects": MOCK_DATA_SIDE_EFFECTS,
        "requires.platform": "any",
    },
    PAD_MAP: {
        "feature.id": "megatron.fused_pad_routing_map",
        "feature.summary": "Replace Megatron fused_pad_routing_map with the Primus Triton implementation",
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "drop_in",
        "framework.name": "megatron-lm",
        "upstream.symbols": {PAD_MAP_SITE},
        "implementation.primus": f"primus.backends.{PAD_MAP_SITE}",
        "implementation.primus_file": "primus/backends/megatron/core/fusions/fused_pad_routing_map.py",
        "enable.phase": "before_train",
        "requires.packages": PAD_MAP_PACKAGES,
        "requires.platform": "any",
        "numerics.backward": False,
    },
    EMAIL: {
        "feature.id": "megatron.turbo.te_spec_provider",
        "feature.summary": EMAIL_SUMMARY,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": SPEC_SITES,
        "upstream.aliases": SPEC_SITES,
        "implementation.primus": SPEC_PROVIDER,
        "implementation.primus_file": "primus/backends/megatron/core/extensions/transformer_engine_spec_provider.py",
        "enable.flags": {("enable_primus_turbo", True)},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None), ("primus_turbo", None)},
        "requires.backend_versions": {"<0.17"},
        "requires.platform": "any",  # "Nothing in the code restricts the platform"
    },
    AUDIT: {
        "feature.id": "megatron.turbo.moe_dispatcher",
        "feature.summary": "Replace MoE token dispatcher with PrimusTurbo DeepEP implementation.",
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "full_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": DEEPEP_SITES,
        "upstream.aliases": DEEPEP_SITES,
        "implementation.primus": DEEPEP_DISPATCHER,
        "implementation.primus_file": "primus/backends/megatron/core/extensions/primus_turbo.py",
        "enable.flags": {("enable_primus_turbo", True), ("use_turbo_deepep", True)},
        "enable.side_effects": DEEPEP_SIDE_EFFECTS,
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("deep_ep", None)},
        "requires.platform": "any",  # "Platform | Not restricted in code"
        "constraints": {("moe_router_dtype", "==", "fp32")},
    },
    CHANGELOG: {
        "feature.id": "megatron.turbo.rms_norm",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "drop_in",
        "framework.name": "megatron-lm",
        "framework.wired_at": "megatron.core.extensions.transformer_engine.TENorm",
        "upstream.symbols": {"transformer_engine.pytorch.RMSNorm"},
        "implementation.primus": TURBO_RMS_NORM,
        "implementation.primus_file": TURBO_FILE,
        "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm",
        "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None), ("primus_turbo", None)},
        "requires.platform": "any",  # "platform: n/a, no ROCm check in the code"
    },
    NARRATIVE: {
        "feature.id": "megatron.turbo.fused_residual_norm",
        "feature.summary": frozenset({NARRATIVE_SUMMARY, NARRATIVE_SUMMARY.rstrip(".")}),  # the quoted description
        "feature.patch_style": "function_wrapping",  # "I would call the patch style function wrapping"
        "feature.port_kind": "drop_in",
        "framework.name": "megatron-lm",
        # The block's __init__ is wrapped only with V2 on: a site or a TODO. No alias: "there are no from ... import aliases".
        "upstream.symbols": {LAYER_FORWARD, f"{TURBO_RMS_NORM}.forward", BLOCK_INIT},
        "implementation.primus": "primus.backends.megatron.core.extensions.fused_residual_rmsnorm.install",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py",
        "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",
        "enable.env": {("PRIMUS_FUSED_RESIDUAL_NORM", "1")},  # one of two alternatives: a value only with its note
        "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},  # install()'s precondition
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
        "numerics.dtypes": {"bf16"},  # "targets the bf16 adds"
        "numerics.backward": True,  # through the kernel's autograd; false would drop the backward tests
    },
    MEMO: {
        "feature.id": "megatron.moe.permute_fusion",
        "feature.summary": "swaps the TE / Megatron MoE permutation helpers for Primus fused versions",
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "drop_in",
        "framework.name": "megatron-lm",
        "upstream.symbols": MEMO_SITES,
        "upstream.aliases": MEMO_SITES,  # moe_utils imports the Transformer Engine names
        "implementation.primus": "primus.backends.transformer_engine.pytorch.permutation.moe_permute",
        "implementation.primus_file": "primus/backends/transformer_engine/pytorch/permutation.py",
        "enable.flags": {("moe_permute_fusion", True)},
        "enable.phase": "before_train",
        "requires.packages": MEMO_PACKAGES,
        "requires.platform": "any",  # "no platform restriction beyond a GPU"
    },
    CHECKLIST: {
        "feature.id": "torchtitan.primus_turbo.turbo_attention",
        "feature.summary": "Use Primus-Turbo Attention kernels for supported models",
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "drop_in",
        "framework.name": "torchtitan",
        "upstream.symbols": TITAN_SITES,  # four classes in four modules: four symbols, no aliases
        "implementation.primus": frozenset(f"primus.backends.{site}" for site in TITAN_SITES),
        "implementation.primus_file": frozenset(f"primus/backends/torchtitan/models/{m}/model/model.py" for m in TITAN_MODELS),
        "implementation.turbo": "primus_turbo.pytorch.modules.TurboAttention",
        "enable.flags": TITAN_FLAGS,
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
        "numerics.dtypes": {"bf16"},  # "bf16 by default"; fp8 only with a flag
        "numerics.backward": True,
    },
    PR_CHECKLIST: {
        "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
        "feature.summary": None,  # "Summary from backend-patch-explorer: ..."
        "feature.patch_style": "binding_replacement",
        "framework.name": "torchtitan",
        "upstream.symbols": {"torchtitan.components.quantization.mx.MXLinearConverter"},
        "implementation.primus": MX_CONVERTER,
        "implementation.primus_file": "primus/backends/torchtitan/components/quantization/mx.py",
        "implementation.turbo": "primus_turbo.pytorch.modules.Float8Linear",
        "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
        "module.constructor": "PrimusTubroMXConverter(job_config, parallel_dims)",
    },
    CHAT: {
        "feature.id": "megatron.optimizer.torch_fused_adam",
        "feature.summary": None,  # "What it does: ..." after a speaker line
        "feature.patch_style": frozenset({"binding_replacement", "source_rewrite"}),  # "two parts"
        "framework.name": "megatron-lm",
        "upstream.symbols": {f"megatron.core.optimizer.{name}" for name in ("Adam", "SGD", "USING_PYTORCH_OPTIMIZER")},
        "upstream.aliases": {f"megatron.core.optimizer.{name}" for name in ("Adam", "SGD", "USING_PYTORCH_OPTIMIZER")},
        "implementation.primus_file": "primus/backends/megatron/patches/torch_fused_adam_patches.py",
        "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("megatron-core", None)},
        "requires.platform": "any",  # "it runs on CUDA and ROCm alike"
    },
    REVIEW: {
        "feature.id": "megatron.pp.zero_bubble_optimizer",
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.optimizer.ChainedOptimizer", *ZB_SITES},
        "upstream.aliases": ZB_SITES,
        "implementation.primus": frozenset(
            {
                "primus.backends.megatron.core.optimizer.zbpp_optimizer.ZeroBubblePPChainedOptimizer",
                "primus.backends.megatron.core.pipeline_parallel.schedules.get_forward_backward_func_zbpp",
            }
        ),
        "enable.flags": {("patch_zero_bubble", True)},
        "enable.phase": "before_train",
        "requires.packages": {("apex", None), ("torch", None), ("megatron-core", None)},
        "module.constructor": "ZeroBubblePPChainedOptimizer(chained_optimizers)",
    },
    RFC: {
        "feature.id": "torchtitan.fsdp.weight_tying",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "torchtitan",
        "upstream.symbols": APPLY_FSDP,
        "upstream.aliases": APPLY_FSDP,
        "implementation.primus": "primus.backends.torchtitan.patches.fsdp_weight_tying_patches._make_apply_fsdp_wrapper",
        "implementation.primus_file": "primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py",
        "enable.phase": "setup",
        "requires.packages": {("torch", None), ("torchtitan", None)},
        "requires.platform": "any",  # "Platform-neutral: nothing here is ROCm-specific"
        "numerics.backward": True,  # "no backward of its own": gradients flow through what it wraps
    },
    NOTEBOOK: {
        "feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.transformer.moe.experts.GroupedMLP.forward", "megatron.core.transformer.moe.experts.GroupedMLP"},
        # "patched forward -> x": the report names the helper the forward routes through.
        "implementation.primus": "primus.backends.megatron.core.extensions.zbpp_gemm.grouped_gemm_with_weight_gradient_store",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/zbpp_gemm.py",
        "enable.flags": {("moe_use_legacy_grouped_gemm", True), ("use_turbo_grouped_gemm", False)},
        "enable.phase": "before_train",
        "requires.packages": {("grouped_gemm", None), ("torch", None)},
        "requires.platform": "any",
        "numerics.dtypes": {"bf16"},
        "numerics.backward": True,  # "Has its own backward"
    },
    THREAD: {
        "feature.id": "megatron.patch.filesystem_writer_async",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {WRITER},
        "implementation.primus": f"primus.backends.{WRITER}".replace("FileSystemWriterAsync", "PrimusFileSystemWriterAsync"),
        "implementation.primus_file": "primus/backends/megatron/core/dist_checkpointing/strategies/filesystem_async.py",
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("megatron-core", None)},
        "requires.platform": "any",  # installed everywhere; its effect is ROCm-only
        "numerics.backward": False,  # "no backward"
    },
    RUNBOOK: {
        "feature.id": "torchtitan.fsdp.weight_tying",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "torchtitan",
        "upstream.symbols": APPLY_FSDP,
        "upstream.aliases": APPLY_FSDP,
        "enable.phase": "setup",
        "requires.packages": {("torch", ">=2.12"), ("torch", None), ("torchtitan", None)},
        "requires.platform": "any",  # "Not ROCm-only."
    },
    SLIDES: {
        "feature.id": "megatron.moe.primus_topk_router",
        "feature.summary": None,
        "feature.patch_style": frozenset({"binding_replacement", "function_wrapping"}),  # both, on one slide
        "framework.name": "megatron-lm",
        "upstream.symbols": ROUTER_SITES,
        "upstream.aliases": ROUTER_SITES,
        "implementation.primus": "primus.backends.megatron.core.transformer.moe.router.PrimusTopKRouter",
        "implementation.primus_file": "primus/backends/megatron/core/transformer/moe/router.py",
        "enable.flags": {("disable_primus_topk_router", False)},
        "enable.phase": "build_args",
        "requires.packages": {("megatron-core", None)},
        "requires.platform": "any",
        "numerics.dtypes": {"bf16", "fp32"},
        "numerics.backward": True,
        "module.constructor": "PrimusTopKRouter(config: TransformerConfig, *args, **kwargs)",
    },
    COMMIT: {
        "feature.id": "torchtitan.embedding.amp_alignment",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "torchtitan",
        "upstream.symbols": {"torch.nn.Embedding.__init__"},
        "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
        "enable.phase": "setup",
        "requires.packages": {("torch", None)},
        "requires.platform": "any",  # "Works on ROCm and CUDA builds alike."
        "numerics.backward": True,
    },
    TOKENIZER: {
        "feature.id": "megatron.tokenizer.build_tokenizer_override",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": TOKENIZER_SITES,
        "upstream.aliases": TOKENIZER_SITES,
        "implementation.primus": "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer",
        "implementation.primus_file": "primus/backends/megatron/training/tokenizer/tokenizer.py",
        "enable.phase": "setup",
        "requires.packages": {("megatron-core", None)},
        "requires.platform": "any",  # "No, the patch is platform-neutral."
    },
    PYTEST_LOG: {
        "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",
        "feature.patch_style": "binding_replacement",
        "framework.name": "torchtitan",
        "upstream.symbols": SINK_SITES,
        "implementation.primus": frozenset(f"primus.backends.{site}" for site in SINK_SITES),
        "implementation.primus_file": "primus/backends/torchtitan/models/gpt_oss/model/model.py",
        "implementation.turbo": "primus_turbo.pytorch.ops.flash_attn_func",
        "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True)},
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
    },
    TOML: {
        "feature.id": "megatron.te.linear_fp8_cache",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {TE_LINEAR_INIT},
        "implementation.primus_file": "primus/backends/megatron/patches/te_patches/linear_fp8_cache_patches.py",
        "enable.flags": {("no_fp8_weight_transpose_cache", True)},
        "enable.phase": "before_train",
        "requires.packages": {("megatron-core", None), ("transformer_engine", None)},
        "requires.platform": "any",
    },
    MAN_PAGE: {
        "feature.id": "megatron.torch_norm.fla_rmsnorm",
        "feature.summary": None,
        "feature.patch_style": frozenset({"function_wrapping", "binding_replacement"}),
        "framework.name": "megatron-lm",
        "upstream.symbols": {TORCH_NORM_NEW, "megatron.core.transformer.torch_norm.WrappedTorchNorm"},
        "implementation.primus_file": "primus/backends/megatron/patches/torch_norm_fla_rmsnorm_patches.py",
        "enable.flags": {("use_fla_fused_rmsnorm", True)},
        "enable.phase": "before_train",
        "requires.packages": {("fla", None), ("megatron-core", None)},
        "requires.platform": "any",  # "Platform: any."
        "numerics.backward": True,
        "module.constructor": None,
    },
    TP_OVERLAP: {
        "feature.id": "megatron.te.tp_overlap_te2",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": TE_OVERLAP_SITES,
        "upstream.aliases": TE_OVERLAP_SITES,
        "implementation.primus_file": "primus/backends/transformer_engine/pytorch/cpp_extensions/gemm.py",
        "enable.flags": {("tp_comm_overlap", True)},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", ">=2.0"), ("transformer_engine", None)},
    },
    MLA: {
        "feature.id": "megatron.transformer.patch_mla_attention",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": MLA_SITES,
        "upstream.aliases": MLA_SITES,
        "implementation.primus": "primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention",
        "implementation.primus_file": "primus/backends/megatron/core/transformer/multi_latent_attention.py",
        "enable.flags": {("use_turbo_gemm", True)},
        "enable.phase": "before_train",
        "requires.packages": {("megatron-core", None)},
        "numerics.backward": True,
        "module.constructor": None,
    },
    LINEAR_CE: {
        "feature.id": "megatron.fused_linear_ce",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"},
        "implementation.primus_file": "primus/backends/megatron/patches/fused_linear_ce_patches.py",
        "enable.flags": {("enable_fused_linear_ce", True)},
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("megatron-core", None)},
        "numerics.backward": True,  # "the backward is its own"
    },
    SKIP_SORT: {
        "feature.id": "megatron.moe.skip_identity_sort",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",  # "It is a wrapper", though "the one and only rebinding" comes first
        "feature.port_kind": "drop_in",
        "framework.name": "megatron-lm",
        "upstream.symbols": {SKIP_SORT_SITE},
        "implementation.primus_file": "primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py",
        "enable.env": {("MOE_SKIP_IDENTITY_SORT", "1")},
        "enable.phase": "before_train",
        "requires.packages": {("torch", None)},
    },
    SDMA: {
        "feature.id": "torchtitan.fsdp.sdma_symm_mem_collectives",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "torchtitan",
        "upstream.symbols": {"torch.distributed.fsdp.fully_shard"},
        "upstream.aliases": SDMA_SITES - {"torch.distributed.fsdp.fully_shard"},
        "implementation.primus_file": "primus/backends/torchtitan/patches/sdma_symm_mem_collectives.py",
        "enable.env": {("SDMA_ALL_GATHER", "1")},
        "enable.phase": "setup",
        "requires.packages": {("torch", ">=2.12")},
    },
    DEOSC: {
        "feature.id": "megatron.turbo.weight_deosc",
        "feature.summary": frozenset({"Install MXFP4 weight de-oscillation on the distributed optimizer."}),
        "feature.patch_style": "function_wrapping",  # ":Style: function wrapping", a line of the page's field list
        "framework.name": "megatron-lm",
        # Primus rebinds the three names in megatron.training.training (the two checkpoint ones where they exist).
        "upstream.symbols": DEOSC_SITES,
        "upstream.aliases": DEOSC_SITES,
        "implementation.primus": frozenset(f"primus.backends.megatron.core.optimizer.weight_deosc.{n}" for n in ("install_weight_deosc", "WeightDeOscRunner")),
        "implementation.primus_file": frozenset({DEOSC_FILE, "primus/backends/megatron/patches/turbo/deosc_patches.py"}),
        "enable.flags": {("weight_deosc", True), ("enable_primus_turbo", True), ("fp4", "e2m1")},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("megatron-core", None), ("torch", None)},
        "constraints": {
            ("use_distributed_optimizer", "==", True),
            ("use_precision_aware_optimizer", "==", False),
            ("weight_deosc_period", ">", 0),
            ("weight_deosc_ratio", ">", 0),
            ("weight_deosc_start_step", ">=", 0),
            ("weight_deosc_log_freq", ">=", 0),
        },
    },
    FAQ: {
        "feature.id": "torchtitan.primus_turbo.turbo_float8_linear",
        "feature.summary": frozenset({"Use Primus-Turbo FP8Linear and model converter"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "torchtitan",
        "upstream.symbols": {FAQ_SITE},
        "implementation.primus": frozenset({"primus.backends.torchtitan.components.quantization.float8.PrimusTubroFP8Converter"}),
        "implementation.primus_file": frozenset({FAQ_FILE, "primus/backends/torchtitan/patches/turbo/fp8_linear_patches.py"}),
        "implementation.turbo": "primus_turbo.pytorch.modules.linear_fp8.Float8Linear",
        "enable.flags": FAQ_FLAGS,
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
        "requires.platform": "rocm",
        "numerics.backward": True,  # "The Turbo module has its own backward"
    },
    MUON: {
        "feature.id": "megatron.optimizer.per_head_muon",
        "feature.summary": frozenset(
            {"Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block."}
        ),
        "feature.patch_style": "function_wrapping",  # "*wraps* (not replaces)", "All three are wrappers around the saved originals"
        "framework.name": "megatron-lm",
        "upstream.symbols": MUON_SITES,
        "upstream.aliases": MUON_SITES,
        "implementation.primus": frozenset({"primus.backends.megatron.core.optimizer.per_head_muon.make_per_head_orthogonalize"}),
        "implementation.primus_file": MUON_FILES,
        "enable.flags": {("muon_per_head", True), ("optimizer", "muon")},
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("emerging_optimizers", None), ("megatron-core", None)},
        "requires.platform": "any",  # "nothing in the handler or implementation checks ROCm vs CUDA"
        "constraints": {("muon_per_head_impl", "in", ("loop", "batched"))},
        "numerics.backward": False,
    },
    f"{MOE_INVENTORY}@{DEPRECATED_ID}": DEPRECATED_ALLOWED,
    # The renamed-columns report quotes a part of the description in a footnote.
    f"{MOE_RENAMED}@{DEPRECATED_ID}": {
        **DEPRECATED_ALLOWED,
        "feature.summary": DEPRECATED_ALLOWED["feature.summary"] | {"deprecated 20241209 versions"},
    },
    f"{MOE_INVENTORY}@{DTOH_ID}": {
        "feature.id": DTOH_ID,
        "feature.summary": frozenset({"Skip the tokens_per_expert D2H copy in the all-to-all dispatcher when PrimusTurbo grouped GEMM is on"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {DTOH_SITE},
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/moe_patches/moe_alltoall_dtoh_patches.py"}),
        "enable.flags": {("use_turbo_grouped_gemm", True)},
        "enable.phase": "before_train",
    },
    CLASSIC: {
        "feature.id": "torchtitan.primus_turbo.deepseek_v3_classic_attention",
        "feature.summary": None,  # the description the reply quotes, and what it adds
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "full_replacement",
        "framework.name": "torchtitan",
        "upstream.symbols": CLASSIC_SITES,
        "upstream.aliases": CLASSIC_SITES,
        "implementation.primus": frozenset({"primus.backends.torchtitan.models.deepseek_v3.model.model.MultiHeadAttention"}),
        "implementation.primus_file": frozenset({CLASSIC_FILE, "primus/backends/torchtitan/patches/turbo/deepseek_v3_classic_attention_patches.py"}),
        "enable.flags": CLASSIC_FLAGS,
        "enable.phase": "setup",
        "requires.packages": {("torch", None), ("torchtitan", None)},
        "requires.platform": "any",
        "module.constructor": None,
        "module.forward_inputs": {("x", ("bsz", "seqlen", "dim"))},  # "`x` of shape `[bsz, seqlen, dim]`"
    },
    CONNECTIONS: {
        "feature.id": "megatron.env.cuda_device_max_connections",
        "feature.summary": frozenset({CONNECTIONS_SUMMARY}),
        "feature.patch_style": "env_or_lifecycle",
        "framework.name": "megatron-lm",
        "implementation.primus": frozenset({"primus.backends.megatron.patches.env_patches.set_cuda_device_max_connections"}),
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/env_patches.py"}),
        "enable.flags": {("disable_env_patches", False)},
        "enable.phase": "setup",
        "requires.platform": "any",
    },
    ENGINEERING_LOG: {
        "feature.id": "megatron.te.delayed_scaling_save_original_input",
        "feature.summary": frozenset({"Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0"}),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {SHARED_EXPERT_INIT},
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/delayed_scaling_patches.py"}),
        "enable.flags": {("fp8_recipe", "delayed")},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", ">=2.6.0"), ("megatron-core", None)},
        "requires.platform": "any",
        "numerics.backward": False,
    },
    TWINS: {
        "feature.id": "maxtext.logger",
        "feature.summary": frozenset({"Redirect MaxText logger to Primus unified logger"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "maxtext",
        "upstream.symbols": {"maxtext.utils.max_logging.log"},
        "implementation.primus": frozenset({"primus.backends.maxtext.patches.logger_patches.patch_maxtext_logger"}),
        "implementation.primus_file": frozenset({"primus/backends/maxtext/patches/logger_patches.py"}),
        "enable.phase": "setup",
        "requires.packages": {("maxtext", None), ("loguru", None)},
        "requires.platform": "any",
    },
    DEEPBIND: {
        "feature.id": "megatron.turbo.aiter_deepbind",
        "feature.summary": frozenset({DEEPBIND_SUMMARY}),  # the description= text, whose first sentence the draft keeps
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"importlib.import_module"},
        "implementation.primus": frozenset({"primus.backends.megatron.patches.turbo.aiter_deepbind_patches._install_deepbind_import_hook"}),
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py"}),
        "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", "<2.14.0"), ("primus_turbo", None), ("torch", None)},
        "requires.platform": "rocm",
    },
    VALIDATE_ARGS: {
        "feature.id": "megatron.validate_args",
        "feature.summary": frozenset({"Wrap validate_args with ROCm-specific validation"}),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": VALIDATE_ARGS_SITES,
        "upstream.aliases": VALIDATE_ARGS_SITES,
        "implementation.primus": frozenset({"primus.backends.megatron.patches.args.rocm_arg_validation.validate_args_on_rocm"}),
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/rocm_arg_validation.py"}),
        "enable.phase": "before_train",
        "requires.packages": {("torch", None)},
        "requires.platform": "any",
        "constraints": {("use_turbo_parallel_linear", "==", False), ("use_turbo_grouped_mlp", "==", False)},
    },
    AUDIT_MARKS: {
        "feature.id": "megatron.mlp.fla_swiglu",
        "feature.summary": None,  # the ✅ Description row, or What it does
        "feature.patch_style": "source_rewrite",  # the ✅ row; the ❌ row names binding replacement
        "framework.name": "megatron-lm",
        "upstream.symbols": MLP_SITES,
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/mlp_fla_swiglu_patches.py"}),
        "enable.flags": {("use_fla_fused_swiglu", True)},
        "enable.phase": "before_train",
        "requires.packages": {("flash-linear-attention", "==0.5.2")},
        "requires.platform": "any",
        "numerics.backward": True,
    },
    PSEUDOCODE: {
        "feature.id": "megatron.mamba.rocm_chunk_state_bwd_db",
        "feature.summary": frozenset(
            {"Disable Triton buffer_ops in Mamba _chunk_state_bwd_db backward pass to work around ROCm-specific correctness issues."}
        ),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": CHUNK_STATE_SITES,
        "upstream.aliases": CHUNK_STATE_SITES,
        "implementation.primus": frozenset({"primus.backends.megatron.patches.mamba_rocm_patches._make_triton_wrapper"}),
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/mamba_rocm_patches.py"}),
        "enable.flags": {("model_type", "mamba")},
        "enable.phase": "before_train",
        "requires.packages": {("triton", None), ("mamba-ssm", None), ("torch", None)},
        "requires.platform": "rocm",
    },
    PORT_PR: {
        "feature.id": "megatron.fsdp.torch_fsdp2",
        "feature.summary": frozenset(
            {"Replace Megatron's TorchFullyShardedDataParallel with Primus implementation when use_torch_fsdp2 is enabled."}
        ),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": FSDP2_SITES,
        "upstream.aliases": FSDP2_SITES,
        "implementation.primus": frozenset(
            {"primus.backends.megatron.core.distributed.torch_fully_sharded_data_parallel.PrimusTorchFullyShardedDataParallel"}
        ),
        "implementation.primus_file": frozenset({"primus/backends/megatron/core/distributed/torch_fully_sharded_data_parallel.py"}),
        "enable.flags": {("use_torch_fsdp2", True)},
        "enable.phase": "before_train",
        "requires.packages": {("torch", ">=2.4.0"), ("megatron-core", None)},
        "requires.platform": "any",
    },
    RUN_ON: {
        "feature.id": "torchtitan.dsv3.moe_bf16_combine",
        "feature.summary": frozenset({"MoE expert combine in bf16 (avoid fp32 bmm activation retention)"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "torchtitan",
        "upstream.symbols": {MOE_FORWARD},
        "implementation.primus": frozenset({"primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine"}),
        "implementation.primus_file": frozenset({"primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py"}),
        "enable.phase": "setup",
        "requires.packages": {("torch", None), ("torchtitan", None)},
        "requires.platform": "any",
    },
    OUTLINE: {
        "feature.id": "megatron.ssm.gdn_rocm_gate",
        "feature.summary": frozenset({GDN_SUMMARY}),
        "feature.patch_style": "source_rewrite",
        "framework.name": "megatron-lm",
        "upstream.symbols": {GDN_FORWARD},
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/gdn_rocm_gate_patches.py"}),
        "enable.flags": {("experimental_attention_variant", "gated_delta_net")},
        "enable.phase": "before_train",
        "requires.packages": {("megatron-core", None), ("torch", None), ("flash-linear-attention", None)},
        "requires.platform": "rocm",
        "constraints": {("experimental_attention_variant", "==", "gated_delta_net")},
        "module.constructor": None,
        "module.forward_inputs": {("hidden_states", ("seq_length", "micro_batch_size", "hidden_size"))},
    },
    CONFIG_DIFF: {
        "feature.id": "megatron.args.wandb_config",
        "feature.summary": frozenset({"Configure W&B project and experiment names", "Configure W&B project and experiment names."}),
        "feature.patch_style": "config_rewrite",
        "framework.name": "megatron-lm",
        "implementation.primus": frozenset({"primus.backends.megatron.patches.args.wandb_config_patches.patch_wandb_config"}),
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/wandb_config_patches.py"}),
        "enable.phase": "build_args",
        "requires.platform": "any",
    },
    BSHD: {
        "feature.id": "megatron.te.fmha_bshd_layout",
        "feature.summary": None,  # the row's What it does
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {TE_DPA_FORWARD},
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"}),
        "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None)},
    },
    DPA_PROLOGUE: {
        "feature.id": "megatron.te.dpa_consolidated_prologue",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {TE_DPA_FORWARD, FUSED_ATTN_FORWARD},  # two methods, each with its own replacement
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/dpa_consolidated_prologue_patches.py"}),
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None), ("torch", None), ("megatron-core", None)},
    },
    WALKTHROUGH: {
        "feature.id": "megatron.optimizer.fsdp2_fp32_param",
        "feature.summary": frozenset({"Patch get_megatron_optimizer for FSDP2 FP32 param optimizer (TorchTitan-style)"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": OPTIMIZER_SITES,
        "upstream.aliases": OPTIMIZER_SITES,
        "implementation.primus": frozenset({"primus.backends.megatron.core.optimizer.fsdp2_fp32_optimizer.get_fsdp2_fp32_optimizer"}),
        "implementation.primus_file": frozenset({"primus/backends/megatron/core/optimizer/fsdp2_fp32_optimizer.py"}),
        "enable.flags": {("use_fsdp2_fp32_param_optimizer", True), ("use_torch_fsdp2", True), ("bf16", True)},
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("megatron-core", None)},
        "requires.platform": "any",
        "constraints": {("use_fsdp2_bf16_master_weight_optimizer", "==", False)},
    },
    LEADERS: {
        "feature.id": "megatron.ddp.overlap_param_gather_compile",
        "feature.summary": frozenset(
            {"Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration."}
        ),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": DDP_SITES,
        "implementation.primus": frozenset(
            {"primus.backends.megatron.patches.ddp_overlap_compile_patches.patch_ddp_overlap_param_gather_for_compile"}
        ),
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/ddp_overlap_compile_patches.py"}),
        "enable.flags": {
            ("use_distributed_optimizer", True),
            ("overlap_param_gather", True),
            ("torch_compile.enable", True),
            ("disable_ddp_compile_patches", False),
        },
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("megatron-core", None)},
        "requires.platform": "any",
        "constraints": {("use_forward_hook", "==", True), ("overlap_grad_reduce", "==", True)},
    },
    BUG_TICKET: {
        "feature.id": "megatron.attention_backend.rocm_safe",
        "feature.summary": frozenset({"Let attention_backend override ROCm's baked NVTE_*_ATTN instead of asserting"}),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"},
        "implementation.primus": frozenset({"primus.backends.megatron.patches.attention_backend_patches.patch_attention_backend"}),
        "implementation.primus_file": frozenset({"primus/backends/megatron/patches/attention_backend_patches.py"}),
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("megatron-core", None)},
        "requires.platform": "rocm",
    },
    DOCSTRING: {
        "feature.id": "torchtitan.model_override",
        "feature.summary": None,
        "feature.patch_style": "function_wrapping",
        "framework.name": "torchtitan",
        "upstream.symbols": {"torchtitan.protocols.train_spec.get_train_spec"},
        "implementation.primus_file": frozenset({"primus/backends/torchtitan/patches/model_override_patches.py"}),
        "enable.phase": "setup",
        "requires.packages": {("torchtitan", None)},
        "requires.platform": "any",
    },
    CHANGE_DIFF: {
        "feature.id": "megatron.fsdp.odc_lb_mini",
        "feature.summary": frozenset({"LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm)."}),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": LB_MINI_SITES,
        "upstream.aliases": LB_MINI_SITES,
        "implementation.primus": frozenset({"primus.backends.megatron.sft.lb_mini_dataset.LBMiniDataIterator"}),
        "implementation.primus_file": frozenset(
            {"primus/backends/megatron/sft/lb_mini_dataset.py", "primus/backends/megatron/patches/odc_lb_mini_patches.py"}
        ),
        "enable.flags": {("enable_odc_lb_mini", True), ("use_torch_fsdp2", True)},
        "enable.phase": "before_train",
        "requires.packages": {("megatron-core", None), ("torch", None), ("numpy", None), ("datasets", None)},
        "constraints": {("lb_mini_cost_model", "in", ("linear", "fit"))},
    },
    ASCIIDOC: {
        "feature.id": "megatron.te.general_gemm_workspace_helper",
        "feature.summary": frozenset({None, "Patch Megatron te_general_gemm workspace helper for TE compatibility"}),
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": frozenset({None, "drop_in"}),  # "I'd call it a drop-in": the classification the report gives
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None)},
        "requires.platform": "any",
    },
    INTERVIEW: {
        "feature.id": "megatron.pp.v_schedule",
        "feature.summary": frozenset({None, "Patch various components for V-schedule in ZeroBubble PP"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": V_SCHEDULE_SITES,
        "upstream.aliases": V_SCHEDULE_SITES,
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/parallel_state.py"}),
        "enable.phase": "before_train",
        "requires.platform": "any",
        "constraints": {("virtual_pipeline_model_parallel_size", "==", 2)},
    },
    ORG_MODE: {
        "feature.id": "megatron.moe_alltoall_dtoh_turbo_grouped_gemm",
        "feature.summary": frozenset(
            {None, "Skip tokens_per_expert D2H copy in MoEAlltoAllTokenDispatcher when PrimusTurbo grouped gemm is enabled"}
        ),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {DTOH_SITE},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/moe_patches/moe_alltoall_dtoh_patches.py"}),
        "enable.flags": {("use_turbo_grouped_gemm", True)},
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("megatron-core", None)},
        "requires.platform": "any",
        "constraints": {
            ("moe_token_dispatcher_type", "==", "alltoall"),
            ("moe_pad_expert_input_to_capacity", "==", False),
            ("moe_use_legacy_grouped_gemm", "==", False),
        },
    },
    CSV_SHEET: {
        "feature.id": "megatron.pp.te_wgrad_split",
        "feature.summary": frozenset({None, "Patch TE WeightGradStore to redirect wgrad to Primus pipeline scheduling"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {f"{WGRAD_STORE}.{name}" for name in ("__init__", "put", "pop")},
        "implementation.primus": frozenset({None, "primus.backends.megatron.core.extensions.te_wgrad_store.patch_weight_grad_store"}),
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/te_wgrad_store.py"}),
        "enable.phase": "before_train",
        "requires.platform": "any",
        "constraints": {("ub_bulk_wgrad", "==", False)},
    },
    SHELL_SESSION: {
        "feature.id": "megatron.training.torch_compile",
        "feature.summary": frozenset({None, "Patch setup_model_and_optimizer to apply torch.compile after model setup"}),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.training.training.setup_model_and_optimizer"},
        "enable.phase": "before_train",
        "requires.packages": {("megatron-core", None)},
    },
    POSTMORTEM: {
        "feature.id": "megatron.training.train_step_fp8_cache_update",
        "feature.summary": frozenset({None, "Patch train_step to refresh FP8 all-gather cache after optimizer.step()"}),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.training.training.train_step"},
        "implementation.primus": frozenset(
            {None, "primus.backends.megatron.core.distributed.fsdp2_fp8_all_gather.precompute_fp8_scales_for_fsdp"}
        ),
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/distributed/fsdp2_fp8_all_gather.py"}),
        "enable.flags": {("use_fsdp2_fp8_all_gather", True)},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("triton", None)},
    },
    CONFLUENCE: {
        "feature.id": "megatron.pp.linear_grad_split",
        "feature.summary": frozenset({None, "Patch Linear layer to split d_w and d_input for PP optimization"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"},
        "implementation.primus": frozenset(
            {None, "primus.backends.megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"}
        ),
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/tensor_parallel/layers.py"}),
        "enable.phase": "before_train",
        "requires.platform": "any",
    },
    CHEAT_SHEET: {
        "feature.id": "megatron.distributed.sdma_param_all_gather",
        "feature.summary": frozenset(
            {None, "dist-opt param all-gather → per-bucket SDMA (copy-engine, hipMemcpyDeviceToDeviceNoCU) instead of RCCL _coalescing_manager group"}
        ),
        "feature.patch_style": frozenset({None, "function_wrapping"}),  # "style: fn wrapping (origs captured + called)"
        "framework.name": "megatron-lm",
        "upstream.symbols": SDMA_GATHER_SITES,
        "implementation.primus": frozenset({None, "primus.backends.megatron.core.distributed.sdma_param_gather.all_gather_into_tensor_sdma"}),
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/distributed/sdma_param_gather.py"}),
        "enable.env": {("ENABLE_SDMA_ALLGATHER", "1")},
        "enable.phase": "before_train",
    },
    FOOTNOTES: {
        "feature.id": "megatron.fsdp.device_mesh",
        # The first sentence of What it does says what upstream's helper is for: true, though not of the patch.
        "feature.summary": frozenset(
            {
                None,
                (
                    "Megatron-FSDP asks get_mesh_names(device_mesh) which dimension names a DeviceMesh has, its own (dp, cp, ...) and "
                    "the flattened ones (dp_cp, ...), so it can decide which sub-meshes exist."
                ),
            }
        ),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/megatron_fsdp_patches.py"}),
        "enable.flags": {("use_megatron_fsdp", True)},
        "enable.phase": "before_train",
        "requires.packages": {("torch", None)},
    },
    LATEX: {
        "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
        "feature.summary": frozenset({None, "Replace PipelineParallelLayerLayout with Primus implementation"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {LAYOUT_CLASS},
        "implementation.primus": frozenset(
            {None, "primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout"}
        ),
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py"}),
        "enable.phase": "before_train",
        "requires.platform": "any",
    },
    FRENCH: {
        "feature.id": "megatron.gpt.decoder_layer_specs",
        "feature.summary": frozenset(
            {
                None,
                (
                    "Le patch megatron.gpt.decoder_layer_specs (backend megatron, phase before_train, priority=42) remplace la fonction "
                    "Megatron get_gpt_decoder_layer_specs par la version Primus, qui sait construire un modèle LFM2 (Liquid AI) : "
                    "certaines couches du décodeur sont des couches « conv » (Lfm2ShortConv, une convolution courte causale) au lieu "
                    "d'une attention complète."
                ),
            }
        ),
        "feature.patch_style": frozenset({None, "binding_replacement"}),
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None), ("transformers", None)},
    },
    NOTES_MODULE: {
        "feature.id": "megatron.fp8.delayed_scaling_update",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.training.training.train_step"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/primus_turbo_float8_local.py"}),
        "requires.packages": {("megatron-core", None)},
        "requires.platform": frozenset({None, "rocm"}),
    },
    HTML_DETAILS: {
        "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
        # The first sentence of What it does: what the ZB runtime does, true, though not the patch's description.
        "feature.summary": frozenset(
            {
                None,
                "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
                (
                    "When ZeroBubble PP is on, the ZB runtime hands the class DataLoaderStore (not an iterator) to forward_step as its "
                    "data_iterator argument (primus/backends/megatron/core/pipeline_parallel/zerobubble/runtime.py:550)."
                ),
            }
        ),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "enable.flags": {("patch_zero_bubble", True)},
        "enable.phase": "before_train",
        # "patch_zero_bubble must be true": the gate, true to the code, though filed as a constraint.
        "constraints": {("patch_zero_bubble", "==", True)},
    },
    JIRA: {
        "feature.id": "megatron.training.skip_redundant_mp_sync",
        "feature.summary": frozenset({None, "Skip redundant model-parallel all-reduces when TP=1 and PP=1"}),
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": MP_SYNC_SITES,
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mp_sync_skip_patches.py"}),
        "enable.phase": "before_train",
        "requires.packages": {("torch", None)},
        "numerics.backward": frozenset({None, False}),
    },
    WHITEBOARD: {
        "feature.id": "megatron.kimi_k3.quantile_balancing",
        "feature.summary": frozenset(
            {None, "Replace DeepSeek-V3's sign-based expert-bias update with Kimi K3's Quantile Balancing (tech report §2.3.3, Eq. 14)."}
        ),
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": frozenset({None, "full_replacement"}),
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.distributed.finalize_model_grads._update_router_expert_bias"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_quantile_balancing_patches.py"}),
        "enable.flags": {("moe_router_bias_update_rule", "quantile"), ("model_type", "kimi_k3"), ("moe_router_enable_expert_bias", True)},
        "enable.phase": "before_train",
        "numerics.backward": frozenset({None, False}),
    },
    MATRIX: {
        "feature.id": "megatron.sft.grad_sanitize",
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {f"{BUCKET_GROUP}.check_grads"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"}),
        "enable.flags": {("sft_sanitize_nan_grads", True)},
        "enable.phase": "before_train",
        "requires.packages": {("torch", None)},
    },
    SOCIAL_THREAD: {
        "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.training.training.train_step"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/empty_cache_interval_patches.py"}),
        "enable.phase": "before_train",
    },
    PORT_REVIEW: {
        "feature.id": "megatron.training.train_step_seq_split",
        "feature.summary": frozenset({None, "Patch Megatron train_step to adjust num_microbatches/seq_length for num_seq_splits > 1"}),
        "feature.patch_style": frozenset({None, "function_wrapping"}),
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.training.training.train_step"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/train_step_patches.py"}),
        "enable.phase": "before_train",
    },
    SPANISH: {
        "feature.id": "megatron.training.validation_data_loader",
        "feature.summary": frozenset(
            {
                None,
                (
                    "Always build validation dataloader with consumed_samples=0 and cap total_samples at eval_iters * gbs for "
                    "reproducible evaluation"
                ),
            }
        ),
        "framework.name": "megatron-lm",
        # The handler: what the report names, the object installed being a closure no module exports.
        "implementation.primus": frozenset({None, f"primus.backends.megatron.patches.{VALIDATION_PATCHES}.patch_validation_data_loader"}),
        "implementation.primus_file": frozenset({None, f"primus/backends/megatron/patches/{VALIDATION_PATCHES}.py"}),
        "constraints": {("micro_batch_size", ">", 0)},  # MegatronPretrainingSampler's assert, which the replacement calls
    },
    SPHINX: {
        "feature.id": "megatron.torch_profiler",
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"torch.profiler.profile"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_profiler_patches.py"}),
        "enable.phase": "before_train",
    },
    ADR: {
        "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
        "enable.phase": frozenset({None, "convert"}),
        "requires.platform": frozenset({None, "rocm"}),
    },
    RECIPE: {
        "feature.id": "megatron.lr_schedule.nemo_aligned",
        "feature.summary": frozenset({None, "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula."}),
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
        "enable.flags": {("nemo_aligned_lr_warmup", True)},
        "enable.phase": "before_train",
    },
    COMPARISON: {
        "feature.id": "megatron.training.evaluate",
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": frozenset({None, "full_replacement"}),
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.training.training.evaluate"},
        "implementation.primus": frozenset({None, "primus.backends.megatron.training.evaluator.primus_evaluate"}),
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/training/evaluator.py"}),
        "enable.phase": "before_train",
    },
    PLAIN_EMAIL: {
        "feature.id": "megatron.dataloader_mp_context",
        "feature.patch_style": frozenset({None, "function_wrapping"}),
        "framework.name": "megatron-lm",
        "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
        "enable.flags": {("dataloader_mp_context", "fork"), ("dataloader_mp_context", "spawn"), ("dataloader_mp_context", "forkserver")},
        "enable.phase": frozenset({None, "before_train"}),
    },
    PULL_REQUEST: {
        "feature.id": "torchtitan.primus_turbo.moe_grouped_mm",
        # "a wrapper around its own `primus...`" wraps Primus's function: upstream's is replaced, never called.
        "feature.patch_style": frozenset({None, "binding_replacement"}),
        "framework.name": "torchtitan",
        "upstream.symbols": {"torchtitan.models.moe.moe._run_experts_grouped_mm"},
        "implementation.primus": frozenset({None, "primus.backends.torchtitan.models.moe.moe._run_experts_grouped_mm"}),
        "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/moe_grouped_mm_patches.py"}),
        "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.grouped_gemm"}),
        "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_grouped_mm", True)},
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None)},
    },
    CE_NOTEBOOK: {
        "feature.id": "megatron.mamba.fla_fused_ce",
        "feature.patch_style": frozenset({None, "source_rewrite"}),
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.models.mamba.mamba_model.MambaModel.__init__", "megatron.core.models.mamba.mamba_model.MambaModel.forward"},
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_fused_ce_patches.py"}),
        "enable.phase": "before_train",
    },
    CHINESE_WARMUP: {
        "feature.id": "megatron.training.pp_warmup.wrap_train",
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.training.training.train"},
        "implementation.primus": frozenset({None, "primus.backends.megatron.patches.pp_warmup_patches.run_pp_warmup"}),
        "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/pp_warmup_patches.py"}),
        "enable.flags": {("pp_warmup", True)},
        "enable.phase": "before_train",
    },
}

# case -> values the report states plainly, which the draft must hold (lists and mappings: these entries at least;
# "upstream.sites": symbols and aliases together). Only the fixtures written with this table have an entry.
REQUIRED: dict[str, dict[str, Any]] = {
    "styled_fused_residual_norm_bullets.md": {
        "feature.id": "megatron.turbo.fused_residual_norm",
        "feature.patch_style": "function_wrapping",
        "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",
        "enable.flags": {("use_turbo_rms_norm", True)},
        "requires.packages": {("primus_turbo", None)},
    },
    "styled_fp4_context_code_no_imports.md": {
        "feature.id": "megatron.core.fp4_utils",
        "upstream.sites": FP4_SITES,
        "implementation.primus": "primus.backends.megatron.core.fp4_utils.get_fp4_context",
        "enable.flags": {("fp4", True)},
        "requires.packages": {("transformer_engine", ">=2.7.0"), ("primus_turbo", None)},
    },
    REDUCE_AMAX: {"upstream.sites": {"megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__"}},
    SAVE_INPUT: {
        "upstream.sites": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
        "requires.packages": {("transformer_engine", ">=2.6.0")},
    },
    SWIGLU: {"upstream.sites": {f"{SWIGLU_FUNCTION}.forward"}, "enable.env": {("USE_TE_SWIGLU", "1")}},
    "styled_te_spec_provider_bold_numbered.md": {
        "feature.id": "megatron.turbo.te_spec_provider",
        "upstream.sites": SPEC_SITES,
        "requires.backend_versions": {"<0.17"},
    },
    TITAN: {
        "feature.id": "torchtitan.primus_turbo.turbo_attention",
        "feature.patch_style": "binding_replacement",
        "framework.name": "torchtitan",
        "upstream.sites": TITAN_SITES,
        "implementation.turbo": "primus_turbo.pytorch.modules.TurboAttention",
        "enable.flags": TITAN_FLAGS,  # "requires `a` and `b` to both be true"
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torchtitan", None)},
        "requires.platform": "rocm",
    },
    SCHEDULE: {
        "feature.id": "megatron.pp.schedule",  # a plain title line, no heading
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.sites": SCHEDULE_SITES,  # the second one in a list item of a numbered part
        "implementation.primus": "primus.backends.megatron.core.pipeline_parallel.schedules.get_primus_pipeline_parallel_fwd_backward_func",
        "implementation.primus_file": SCHEDULE_FILE,
        "enable.flags": {("patch_primus_pipeline", True)},
        "enable.phase": "before_train",
        "requires.packages": {("megatron-core", None), ("torch", None)},
        "constraints": {("pp_algorithm", "in", PP_ALGORITHMS)},
    },
    LOGGER: {
        "feature.id": "maxtext.logger",
        "feature.summary": "Redirect MaxText logger to Primus unified logger",
        "feature.patch_style": "binding_replacement",
        "framework.name": "maxtext",
        "implementation.primus": "primus.core.utils.logger._logger.info",
        "enable.phase": "setup",
    },
    MEGA_MOE: {
        "feature.id": "megatron.turbo.mega_moe",
        "feature.summary": "Replace MoELayer with the PrimusTurbo MegaMoE layer",
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "full_replacement",  # "a full replacement rather than a drop-in"
        "framework.name": "megatron-lm",
        "upstream.sites": MOE_SITES,
        "implementation.primus": "primus.backends.megatron.core.extensions.mega_moe.PrimusTurboMegaMoELayer",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/mega_moe.py",
        "enable.flags": MEGA_MOE_FLAGS,
        "enable.phase": "before_train",
        "constraints": MEGA_MOE_ASSERTS,  # "greater than 1 and at most 8"; "must be true / `None` / false"
        "requires.packages": {("primus_turbo", None)},
    },
    RECOMPUTE: {
        "feature.id": "megatron.transformer.custom_recompute_layer_ids",
        "feature.summary": RECOMPUTE_SUMMARY,  # the Description row, never the header row
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "upstream.sites": RECOMPUTE_SITES,  # an "Upstream symbol" column
        "implementation.primus_file": RECOMPUTE_FILE,
        "enable.phase": "before_train",  # "| phase | `before_train` |" under "Registration | Value"
        "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},  # Param | Op | Value rows
        "requires.packages": {("megatron-core", None)},
    },
    HSDP: {
        "feature.id": "megatron.args.hsdp",  # the first word of the first line, no backticks
        "feature.summary": HSDP_SUMMARY,  # without its quote marks
        "feature.patch_style": "config_rewrite",
        "framework.name": "megatron-lm",
        "implementation.primus_file": HSDP_FILE,
        "enable.phase": "build_args",
    },
    ASYNC_TP: {
        "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
        "feature.patch_style": "binding_replacement",  # "plain binding\nreplacement rather than wrapping"
        "framework.name": "torchtitan",
        "upstream.sites": ASYNC_TP_SITES,
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torch", None)},  # "imports `primus_turbo` (no version check) and `torch`"
    },
    MOCK_DATA: {
        "feature.id": "megatron.args.mock_data",
        "feature.summary": "Disable data paths when using mock data",
        "feature.patch_style": "config_rewrite",
        "framework.name": "megatron-lm",
    },
    PAD_MAP: {
        "feature.id": "megatron.fused_pad_routing_map",
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.sites": {PAD_MAP_SITE},
        "enable.phase": "before_train",
        "requires.packages": PAD_MAP_PACKAGES,  # every package of the list
        "requires.platform": "any",  # "not ROCm-specific"
        "numerics.backward": False,  # "no backward"
    },
    EMAIL: {
        "feature.id": "megatron.turbo.te_spec_provider",  # "Patch `x` replaces ...", mid-paragraph
        "feature.summary": EMAIL_SUMMARY,  # the first sentence, not the second
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.sites": SPEC_SITES,  # bare module bullets under "rebinds `TESpecProvider` in these modules:"
        "implementation.primus": SPEC_PROVIDER,  # "The replacement is `x`"
        "enable.flags": {("enable_primus_turbo", True)},  # "The patch runs only when enable_primus_turbo is true"
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", None)},
        "requires.backend_versions": {"<0.17"},
        "requires.platform": "any",
    },
    AUDIT: {
        "feature.id": "megatron.turbo.moe_dispatcher",  # "the Primus Megatron patch `x`"
        "feature.summary": "Replace MoE token dispatcher with PrimusTurbo DeepEP implementation.",  # the cell, not its label
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.sites": DEEPEP_SITES,  # bare `module.Symbol` bullets
        "implementation.primus": DEEPEP_DISPATCHER,  # "Both are bound to `x`"
        "enable.flags": {("enable_primus_turbo", True)},
        "enable.side_effects": DEEPEP_SIDE_EFFECTS,  # "Config written | `args.x = v`"
        "enable.phase": "before_train",  # "Phase | `before_train`"
        "requires.packages": {("primus_turbo", None), ("deep_ep", None)},
        "requires.platform": "any",  # "Platform | Not restricted in code"
    },
    CHANGELOG: {
        "feature.id": "megatron.turbo.rms_norm",  # a plain first line
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "drop_in",
        "framework.name": "megatron-lm",
        "upstream.sites": {"transformer_engine.pytorch.RMSNorm"},  # "a := b", no backticks
        "implementation.primus": TURBO_RMS_NORM,
        "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm",
        "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},  # "Gate: a=true AND b=true"
        "enable.phase": "before_train",  # "phase before_train"
        "requires.packages": {("transformer_engine", None), ("primus_turbo", None)},
        "requires.platform": "any",
    },
    NARRATIVE: {
        "feature.id": "megatron.turbo.fused_residual_norm",
        "feature.summary": NARRATIVE_SUMMARY,  # 'Its description reads "..."', not a sentence about upstream Megatron
        "feature.patch_style": "function_wrapping",
        "feature.port_kind": "drop_in",
        "framework.name": "megatron-lm",
        "upstream.sites": {LAYER_FORWARD},
        # Not drafted yet: implementation.primus_file, named where the handler "logs, then calls ... from <file>" (a TODO
        # quotes that line, see MENTIONED).
        "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",  # "The kernel is ..." in What it does
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
    },
    MEMO: {
        "feature.id": "megatron.moe.permute_fusion",  # a headingless memo: "- id: x (backend megatron, phase before_train)"
        "feature.summary": "swaps the TE / Megatron MoE permutation helpers for Primus fused versions",  # "- what: ..."
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "drop_in",
        "framework.name": "megatron-lm",
        "upstream.sites": MEMO_TE_SITES,  # bare names under "rebinds, in <module>:"
        "implementation.primus_file": "primus/backends/transformer_engine/pytorch/permutation.py",
        "enable.flags": {("moe_permute_fusion", True)},  # "-> set moe_permute_fusion: true"
        "enable.phase": "before_train",
        "requires.packages": MEMO_PACKAGES,
        "requires.platform": "any",
    },
    CHECKLIST: {
        "feature.id": "torchtitan.primus_turbo.turbo_attention",  # "A: x, registered in ..."
        "feature.summary": "Use Primus-Turbo Attention kernels for supported models",  # 'Description: "..."'
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "drop_in",
        "framework.name": "torchtitan",
        "upstream.sites": TITAN_SITES,  # "[x] a -> b" checklist lines
        # Not drafted yet: implementation.turbo, which the converter swaps in ("A: Not in this patch. The converter swaps
        # ... for TurboAttention(...)"): a TODO quotes the line, see MENTIONED.
        "enable.flags": TITAN_FLAGS,  # "[x] key: true"
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
        "numerics.dtypes": {"bf16"},  # "bf16 by default"
    },
    PR_CHECKLIST: {
        "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",  # "ports Primus's `x` patch", in prose only
        "feature.patch_style": "binding_replacement",
        "framework.name": "torchtitan",
        "upstream.sites": {"torchtitan.components.quantization.mx.MXLinearConverter"},
        "implementation.primus": MX_CONVERTER,  # "(implementation, `x`)"
        "implementation.turbo": "primus_turbo.pytorch.modules.Float8Linear",
        "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None)},
    },
    CHAT: {
        "feature.id": "megatron.optimizer.torch_fused_adam",  # "That is `x`, in `primus/.../x_patches.py`"
        "feature.summary": "forces Megatron's optimizer construction to use torch.optim.AdamW(fused=True) instead of TE/Apex FusedAdam.",
        "framework.name": "megatron-lm",
        "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
        "enable.phase": "before_train",
        "requires.platform": "any",
        # "`a.Adam` becomes `torch.optim.AdamW`": the site, never its replacement. The third global is set to a literal,
        # a module flag the draft leaves to a TODO.
        "upstream.sites": {"megatron.core.optimizer.Adam", "megatron.core.optimizer.SGD"},
    },
    REVIEW: {
        "feature.id": "megatron.pp.zero_bubble_optimizer",
        "feature.patch_style": "binding_replacement",  # a definition list
        "framework.name": "megatron-lm",
        "upstream.sites": {"megatron.core.optimizer.ChainedOptimizer", *ZB_SITES},
        "enable.flags": {("patch_zero_bubble", True)},
        "enable.phase": "before_train",
        "requires.packages": {("apex", None)},
    },
    RFC: {
        "feature.id": "torchtitan.fsdp.weight_tying",  # "registered in Primus under the name x", bare, in prose
        "framework.name": "torchtitan",
        "enable.phase": "setup",
        "requires.platform": "any",
    },
    NOTEBOOK: {
        "feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split",  # register_patch( in an Out cell
        "framework.name": "megatron-lm",
        "enable.phase": "before_train",
        "numerics.backward": True,
    },
    THREAD: {
        "feature.id": "megatron.patch.filesystem_writer_async",  # "It is x, registered for the megatron backend"
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.sites": {WRITER},  # "`a.B` -> `primus.X`"
        "enable.phase": "before_train",
        "requires.packages": {("torch", None), ("megatron-core", None)},  # "Packages: `torch` and `megatron-core`"
        "numerics.backward": False,
    },
    RUNBOOK: {
        "feature.id": "torchtitan.fsdp.weight_tying",  # only in an HTML heading: --patch names it
        "feature.patch_style": "function_wrapping",
        "framework.name": "torchtitan",  # the id's namespace
        "enable.phase": "setup",
    },
    SLIDES: {
        "feature.id": "megatron.moe.primus_topk_router",
        "framework.name": "megatron-lm",
        "upstream.sites": {"megatron.core.transformer.moe.moe_layer.TopKRouter"},  # "`a.B` → `X`"
        "implementation.primus_file": "primus/backends/megatron/core/transformer/moe/router.py",
        "enable.phase": "build_args",
        "module.constructor": "PrimusTopKRouter(config: TransformerConfig, *args, **kwargs)",
    },
    COMMIT: {
        "feature.id": "torchtitan.embedding.amp_alignment",  # "Registers the patch x", in a message indented as code
        "feature.patch_style": "function_wrapping",  # "installs a wrapper", not the forward hook it registers
        "framework.name": "torchtitan",
        "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
        "enable.phase": "setup",
        "requires.packages": {("torch", None)},  # never primus_turbo: "neither imports primus_turbo"
        "requires.platform": "any",
    },
    TOKENIZER: {
        "feature.id": "megatron.tokenizer.build_tokenizer_override",  # in prose only; the sibling's id in the JSON
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "requires.platform": "any",
    },
    PYTEST_LOG: {
        "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",  # "registered id is x", in a log line
        "feature.patch_style": "binding_replacement",
        "framework.name": "torchtitan",
        "enable.phase": "setup",
        "requires.packages": {("primus_turbo", None), ("torchtitan", None)},
    },
    TOML: {
        "feature.id": "megatron.te.linear_fp8_cache",  # 'id = "x"'
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "enable.phase": "before_train",
    },
    TP_OVERLAP: {
        "feature.id": "megatron.te.tp_overlap_te2",
        "framework.name": "megatron-lm",
        "upstream.sites": {"transformer_engine.pytorch.cpp_extensions.general_gemm"},
        "enable.flags": {("tp_comm_overlap", True)},
        "enable.phase": "before_train",
        "requires.packages": {("transformer_engine", ">=2.0")},  # "Transformer Engine v2.0 or newer"
    },
    MLA: {
        "feature.id": "megatron.transformer.patch_mla_attention",
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "implementation.primus_file": "primus/backends/megatron/core/transformer/multi_latent_attention.py",
        "enable.flags": {("use_turbo_gemm", True)},
        "enable.phase": "before_train",
    },
    LINEAR_CE: {
        "feature.id": "megatron.fused_linear_ce",  # "Primus registers x", never the companion a conditional names
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "implementation.primus_file": "primus/backends/megatron/patches/fused_linear_ce_patches.py",
        "enable.phase": "before_train",
    },
    SKIP_SORT: {
        "feature.id": "megatron.moe.skip_identity_sort",
        "feature.patch_style": "function_wrapping",
        "upstream.sites": {SKIP_SORT_SITE},
        "enable.phase": "before_train",
    },
    SDMA: {
        "feature.id": "torchtitan.fsdp.sdma_symm_mem_collectives",
        "feature.patch_style": "function_wrapping",  # "Patch mechanism: wrapper around a function", a line of the ticket's fields
        "upstream.sites": SDMA_SITES,
        "enable.env": {("SDMA_ALL_GATHER", "1")},  # "Trigger: env var SDMA_ALL_GATHER=1"
        "requires.packages": {("torch", ">=2.12")},  # "Min torch: 2.12"
    },
    DEOSC: {
        "feature.id": "megatron.turbo.weight_deosc",
        "feature.patch_style": "function_wrapping",  # ":Style: function wrapping", in the field list above Patch logic
        "upstream.sites": {f"{DEOSC_TRAINING}.get_megatron_optimizer"},
        "implementation.primus_file": DEOSC_FILE,  # ":Implementation: primus/.../weight_deosc.py"
        "enable.flags": {("weight_deosc", True), ("enable_primus_turbo", True)},
        "enable.phase": "before_train",  # ":Phase: before_train"
    },
    FAQ: {
        "feature.id": "torchtitan.primus_turbo.turbo_float8_linear",
        "upstream.sites": {FAQ_SITE},  # "`X` is rebound to `PrimusTubroFP8Converter`"
        "implementation.primus_file": FAQ_FILE,
        "enable.flags": FAQ_FLAGS,  # the answer to "What turns it on?", a list under "Both of these"
        "enable.phase": "setup",
    },
    MUON: {
        "feature.id": "megatron.optimizer.per_head_muon",
        "feature.patch_style": "function_wrapping",
        "upstream.sites": {f"{MUON_MODULE}.TensorParallelMuon.orthogonalize", f"{MUON_MODULE}.TensorParallelMuon.__init__"},
        "enable.phase": "before_train",
    },
    f"{MOE_INVENTORY}@{DEPRECATED_ID}": {
        "feature.id": DEPRECATED_ID,
        "feature.patch_style": "binding_replacement",  # "Style: binding replacement", in the close-up under a heading naming the row
        "upstream.sites": DEPRECATED_SITES - {s for s in DEPRECATED_SITES if "moe_module_specs" in s},
        "enable.flags": {("use_deprecated_20241209_moe_layer", True)},
        "enable.phase": "before_train",
    },
    f"{MOE_INVENTORY}@{DTOH_ID}": {
        "feature.id": DTOH_ID,
        "upstream.sites": {DTOH_SITE},
        "enable.flags": {("use_turbo_grouped_gemm", True)},
        "enable.phase": "before_train",
    },
    CLASSIC: {
        "feature.id": "torchtitan.primus_turbo.deepseek_v3_classic_attention",
        "upstream.sites": CLASSIC_SITES,  # a list under a bold label, "`a` → `B`" each
        "implementation.primus_file": CLASSIC_FILE,
        "enable.flags": CLASSIC_FLAGS,
        "enable.phase": "setup",  # 'registered at `phase="setup"`, not `before_train`'; the quoted message says before_train
    },
    ENGINEERING_LOG: {
        "feature.id": "megatron.te.delayed_scaling_save_original_input",
        "feature.summary": "Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0",  # quoted after the id
        "upstream.sites": {SHARED_EXPERT_INIT},
        "enable.phase": "before_train",  # the 11:06 entry corrects the 10:46 guess
    },
    CHANGE_DIFF: {
        "feature.id": "megatron.fsdp.odc_lb_mini",
        "feature.summary": "LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).",  # the + line
        "enable.phase": "before_train",
    },
    BUG_TICKET: {
        "feature.id": "megatron.attention_backend.rocm_safe",
        "feature.patch_style": "function_wrapping",
        "requires.packages": {("megatron-core", None)},  # the Fix section's "Requires: megatron-core (imports `LanguageModule` ...)"
    },
    DOCSTRING: {
        "feature.id": "torchtitan.model_override",
        "enable.phase": "setup",
    },
    WALKTHROUGH: {
        "feature.id": "megatron.optimizer.fsdp2_fp32_param",
        "implementation.primus_file": "primus/backends/megatron/core/optimizer/fsdp2_fp32_optimizer.py",  # "Implementation:", not "Installer:"
        "enable.phase": "before_train",
    },
    LEADERS: {
        "feature.id": "megatron.ddp.overlap_param_gather_compile",  # "PATCH ID ............ x", a dotted leader
        "feature.summary": "Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration.",
        "upstream.sites": DDP_SITES,  # "REPLACES ............ x", a field whose value is a site
        "enable.phase": "before_train",
    },
    BSHD: {
        "feature.id": "megatron.te.fmha_bshd_layout",
        "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
        "enable.phase": "before_train",
    },
    DPA_PROLOGUE: {
        "feature.id": "megatron.te.dpa_consolidated_prologue",
        "upstream.sites": {TE_DPA_FORWARD, FUSED_ATTN_FORWARD},
    },
    CONFIG_DIFF: {
        "feature.id": "megatron.args.wandb_config",
        "feature.patch_style": "config_rewrite",  # "**Patch style:** config / arg rewrite", a bold field running on into text
        "enable.phase": "build_args",
    },
    OUTLINE: {
        "feature.id": "megatron.ssm.gdn_rocm_gate",
        "feature.patch_style": "source_rewrite",
        "requires.platform": "rocm",
    },
    RUN_ON: {
        "feature.id": "torchtitan.dsv3.moe_bf16_combine",  # "`x` (registered in ...)", in a one-line answer that is no title
        "feature.patch_style": "binding_replacement",
    },
    PORT_PR: {
        "feature.id": "megatron.fsdp.torch_fsdp2",
        "feature.summary": "Replace Megatron's TorchFullyShardedDataParallel with Primus implementation when use_torch_fsdp2 is enabled.",
        "upstream.sites": {"megatron.training.training.torch_FSDP", f"megatron.core.utils.{DTENSOR_GROUP}"},
        "enable.phase": "before_train",  # Primus's; the port moved it to a model_build hook
        "requires.packages": {("torch", ">=2.4.0")},  # Primus's; the port pins torch==2.6.*
    },
    AUDIT_MARKS: {
        "feature.id": "megatron.mlp.fla_swiglu",
        "feature.patch_style": "source_rewrite",
        "enable.phase": "before_train",  # "| Phase | ✅ | `before_train` (:84) |"
    },
    PSEUDOCODE: {
        "feature.id": "megatron.mamba.rocm_chunk_state_bwd_db",
        "feature.patch_style": "function_wrapping",
        "enable.phase": "before_train",
        "requires.platform": "rocm",
    },
    DEEPBIND: {
        "feature.id": "megatron.turbo.aiter_deepbind",
        "feature.summary": DEEPBIND_SUMMARY,  # after "补丁描述（`description=`）原文："
        "feature.patch_style": "function_wrapping",
        # "只在 TE < 2.14.0 时需要" (needed only when TE < 2.14.0) is conditional, as its English is: a TODO (MENTIONED).
    },
    VALIDATE_ARGS: {
        "feature.id": "megatron.validate_args",
        "feature.summary": "Wrap validate_args with ROCm-specific validation",
        "feature.patch_style": "function_wrapping",
        "enable.phase": "before_train",
    },
    TWINS: {
        "feature.id": "maxtext.logger",
        "feature.summary": "Redirect MaxText logger to Primus unified logger",  # this patch's column of the comparison table
        "upstream.sites": {"maxtext.utils.max_logging.log"},
        "enable.phase": "setup",
    },
    CONNECTIONS: {
        "feature.id": "megatron.env.cuda_device_max_connections",
        "feature.summary": CONNECTIONS_SUMMARY,  # a row of a raw HTML table under Item | Value
        "feature.patch_style": "env_or_lifecycle",
        "enable.phase": "setup",
    },
    MAN_PAGE: {
        "feature.id": "megatron.torch_norm.fla_rmsnorm",  # "registers this handler as x", never the NAME line
        "feature.patch_style": "function_wrapping",
        "framework.name": "megatron-lm",
        "enable.flags": {("use_fla_fused_rmsnorm", True)},  # "Must be true; the condition= lambda reads it"
        "enable.phase": "before_train",
        "requires.platform": "any",
    },
    ASCIIDOC: {
        "feature.id": "megatron.te.general_gemm_workspace_helper",
        "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"},  # the "----" block, read as code
        "enable.phase": "before_train",  # "Phase:: `before_train`", a labelled field
    },
    INTERVIEW: {
        "feature.id": "megatron.pp.v_schedule",
        "enable.phase": "before_train",
    },
    ORG_MODE: {
        "feature.id": "megatron.moe_alltoall_dtoh_turbo_grouped_gemm",
        "enable.flags": {("use_turbo_grouped_gemm", True)},  # "Set =use_turbo_grouped_gemm: true=. That is the whole condition."
        "enable.phase": "before_train",  # ":PHASE: before_train" in a property drawer
        "constraints": {("moe_use_legacy_grouped_gemm", "==", False)},  # an org table, its rule written with "+"
    },
    CSV_SHEET: {
        "feature.id": "megatron.pp.te_wgrad_split",
        "feature.summary": "Patch TE WeightGradStore to redirect wgrad to Primus pipeline scheduling",  # the notes set apart
        "upstream.symbols": {f"{WGRAD_STORE}.put", f"{WGRAD_STORE}.pop"},  # "site,X,-> _primus_put": a row, a statement
        "implementation.primus_file": "primus/backends/megatron/core/extensions/te_wgrad_store.py",  # the "impl file" row
        "enable.phase": "before_train",
    },
    SHELL_SESSION: {
        "feature.id": "megatron.training.torch_compile",
        "upstream.symbols": {"megatron.training.training.setup_model_and_optimizer"},
    },
    POSTMORTEM: {
        "feature.id": "megatron.training.train_step_fp8_cache_update",
        "upstream.symbols": {"megatron.training.training.train_step"},
        "enable.flags": {("use_fsdp2_fp8_all_gather", True)},
    },
    CONFLUENCE: {
        "feature.id": "megatron.pp.linear_grad_split",
        "feature.summary": "Patch Linear layer to split d_w and d_input for PP optimization",  # "|Description|...|", a table row
        "upstream.symbols": {"megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"},
        "implementation.primus_file": "primus/backends/megatron/core/tensor_parallel/layers.py",
        "enable.phase": "before_train",
    },
    CHEAT_SHEET: {
        "feature.id": "megatron.distributed.sdma_param_all_gather",  # the line under the label ID
        "feature.patch_style": "function_wrapping",
        "upstream.symbols": SDMA_GATHER_SITES,
    },
    FOOTNOTES: {
        "feature.id": "megatron.fsdp.device_mesh",
        "enable.phase": "before_train",
    },
    LATEX: {
        "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
        "upstream.symbols": {LAYOUT_CLASS},  # the verbatim block, read as code
        "enable.phase": "before_train",  # \texttt{phase="before\_train"}, its escape undone
    },
    FRENCH: {
        "feature.id": "megatron.gpt.decoder_layer_specs",
        "upstream.symbols": {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"},
        "enable.phase": "before_train",
    },
    NOTES_MODULE: {
        "feature.id": "megatron.fp8.delayed_scaling_update",  # the dict's "id" key
    },
    HTML_DETAILS: {
        "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
        "feature.patch_style": "function_wrapping",  # "<b>Style:</b> function wrapping", inside a <details> block
        "enable.phase": "before_train",
    },
    JIRA: {
        "feature.id": "megatron.training.skip_redundant_mp_sync",
        "upstream.symbols": MP_SYNC_SITES,
        "enable.phase": "before_train",
    },
    WHITEBOARD: {
        "feature.id": "megatron.kimi_k3.quantile_balancing",
        "upstream.symbols": {"megatron.core.distributed.finalize_model_grads._update_router_expert_bias"},
    },
    MATRIX: {
        "feature.id": "megatron.sft.grad_sanitize",
        "upstream.symbols": {f"{BUCKET_GROUP}.check_grads"},
        "enable.flags": {("sft_sanitize_nan_grads", True)},
    },
    SOCIAL_THREAD: {
        "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
        "enable.phase": "before_train",
    },
    PORT_REVIEW: {
        "feature.id": "megatron.training.train_step_seq_split",
        "upstream.symbols": {"megatron.training.training.train_step"},
        "enable.phase": "before_train",
    },
    SPANISH: {
        "feature.id": "megatron.training.validation_data_loader",
    },
    SPHINX: {
        "feature.id": "megatron.torch_profiler",
        "upstream.symbols": {"torch.profiler.profile"},  # a ``.. code-block::`` directive's indented code
    },
    ADR: {
        "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
        "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
    },
    RECIPE: {
        "feature.id": "megatron.lr_schedule.nemo_aligned",
        "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
    },
    COMPARISON: {
        "feature.id": "megatron.training.evaluate",
        "implementation.primus_file": "primus/backends/megatron/training/evaluator.py",
    },
    PLAIN_EMAIL: {
        "feature.id": "megatron.dataloader_mp_context",
    },
    PULL_REQUEST: {
        "feature.id": "torchtitan.primus_turbo.moe_grouped_mm",
        "upstream.symbols": {"torchtitan.models.moe.moe._run_experts_grouped_mm"},
        "enable.phase": "setup",
    },
    CE_NOTEBOOK: {
        "feature.id": "megatron.mamba.fla_fused_ce",  # "So the id is `megatron.mamba.fla_fused_ce`", not the title's file name
        "upstream.symbols": {"megatron.core.models.mamba.mamba_model.MambaModel.__init__", "megatron.core.models.mamba.mamba_model.MambaModel.forward"},
    },
    CHINESE_WARMUP: {
        "feature.id": "megatron.training.pp_warmup.wrap_train",
        "upstream.symbols": {"megatron.training.training.train"},
        "enable.flags": {("pp_warmup", True)},
        "enable.phase": "before_train",
    },
}

# case -> text no drafted value may contain (feature.id and feature.summary aside): the traps of each report.
NOWHERE: dict[str, tuple[str, ...]] = {
    "styled_fused_residual_norm_bullets.md": (
        "transformer_engine.pytorch.RMSNorm",  # the sibling RMSNorm patch's site
        "TransformerBlock",  # wrapped only when V2 is on
        "triton",  # "Triton is not needed"
        "hidden_dropout",  # "falls back when"
        "fp32_residual_connection",
        "PRIMUS_FUSED_RESIDUAL_NORM",  # one of two alternatives
    ),
    "styled_fp4_context_code_no_imports.md": (
        "'megatron.core.transformer.transformer_block'",  # the module of a `from X import Y` alias, not a site
        "enums",  # the second patch in the file
        "Fp4Recipe",
        "fp4_recipe",  # a condition in the versions table
        "fp4_param",  # "prints a notice once when"
        "enable_primus_turbo",  # "With ... the context uses the Turbo path"
    ),
    REDUCE_AMAX: ("tensor_model_parallel_size", "sequence_parallel", "_get_extra_te_kwargs", "SharedExpertMLP", ">=2.6"),
    SAVE_INPUT: ("linear_fc1", "save_original_input", "TEDelayedScaling", "SwiGLU"),
    SWIGLU: ("primus_turbo", "TEDelayedScaling", "cpp_extensions"),
    "styled_te_spec_provider_bold_numbered.md": (
        "'megatron.core.transformer.multi_token_prediction'",  # the module of the alias, without its name
        "megatron.core.extensions.transformer_engine.TESpecProvider",  # named by a log line only
        "moe_use_legacy_grouped_gemm",  # logged, and one of two alternatives
        "enable_primus_turbo",
        "megatron_core",  # a backend version written as a comparison
        "tensor_model_parallel_size",  # "is not needed"
        "primus_turbo",  # "not required"
    ),
    TITAN: (
        "gpt_oss",  # the sibling patch's site
        "use_classic_attention",  # another patch's flag
        "enable_attention_float8",  # "FP8 attention applies only when ..."
        "transformer_engine",  # "does not need Transformer Engine"
        "0.3.2",  # what an image ships; "nothing in the code pins a Primus-Turbo version"
        "2.12",  # the PyTorch of the pinned submodule, no requirement
        "0.2.2",
        "replace_turbo_attention_modules",  # a porting step telling the user to call it
        "causal",
        "attention_masks",
        "bf16",
    ),
    SCHEDULE: (
        "ChainedOptimizer",  # swapped by "that patch"
        "LinearWithGradAccumulationAndAsyncCommunication",  # a sibling patch's site
        "is_pipeline_last_stage",  # a sibling patch's site
        "zbpp",
        "ZeroBubble",
        "'megatron.training.training'",  # a module, never a site
        "produce_schedule_instance",  # a factory call in prose, no constructor
        "PRIMUS_PATCHES",
        "transformer_engine",
        "primus_turbo",
        "offload",
        "overlap_p2p_comm",
        "batch_p2p_comm",
        "forward_only",
        "virtual",
        "d3528a21",
        "ProcessGroupCollection",
        "P2PCommunicator",
        "rocm",
        "cuda",
    ),
    LOGGER: (
        "'max_logging.log'",  # not a full import path
        "train.initialize",  # the other row
        "pyconfig",
        "function_wrapping",
        "ctx",  # condition=lambda ctx: True: a lambda's parameter, no flag
        "PRIMUS_PATCHES",
        "transformer_engine",
        "primus_turbo",
        "stderr_sink_level",
        "DEBUG",
        "26.",
        "rocm",
        "cuda",
    ),
    MEGA_MOE: (
        "train_step",  # the sibling weight-generation patch's site
        "weight_generation",
        "te_spec_provider",
        "<0.17",  # the sibling te_spec_provider's version gate
        "'fp8'",  # "turning on fp8 does not give you the mxfp8 experts"
        "fused_mega_moe_fp8",  # the mxfp8 flavour, hedged, and its kernels
        "moe_token_dispatcher_type",  # the handler writes no config value
        "moe_grouped_gemm",
        "moe_shared_expert_intermediate_size",  # optional
        "0.16",
        "d3528a2",
        "rocm",
        "cuda",
    ),
    RECOMPUTE: (
        "'recompute_layer_ids'",  # the gate, never a flag or constraint, nor its negation
        "transformer_engine",  # optional
        "distribute_saved_activations",  # only if sequence_parallel
        "sequence_parallel",
        "extract_layer_indices",
        "num_layers",
        "primus_turbo",  # not needed
        "deepseek_v4",
        "kimi_k3",
        "0.16",
        "fp8",
        "fp4",
    ),
    HSDP: (
        "data_parallel_replicate_degree",  # side effects and constraints hold only with a degree above 1
        "num_distributed_optimizer_instances",
        "use_torch_fsdp2",
        "ckpt_format",
        "torch_dcp",
        "use_distributed_optimizer",  # hedged
        "torch_fsdp2",  # the sibling patch
        "PrimusTorchFullyShardedDataParallel",
        "primus_turbo",
        "transformer_engine",
        "PRIMUS_PATCHES",
        "0.16",
        "backend_args",
        "module_config",
    ),
    ASYNC_TP: (
        "A_scale",  # an argument of the replaced function, in a footnote's assert
        "torchtitan', None",  # "passes no `backend_versions` ... every TorchTitan version"
        "rocm",
        "use_turbo_grouped_mm",
        "moe_grouped_mm",
        "fp8",
        "comm_method",
        "tile",
        "73a0e69",
    ),
    MOCK_DATA: (
        "rocm",  # "Q: ROCm only? A: No."
        "131072",
        "vocab_size",
        "mock_dataset",
        "d3528a2",
        "primus_turbo",
        "transformer_engine",
    ),
    PAD_MAP: (
        "moe_utils",
        "PRIMUS_PATCHES",
        "2.0.0",
        "3.4.0",
        "moe_router_padding_for_quantization",
        "moe_layer_freq",
        "num_tokens",
        "jit_fuser",
    ),
    EMAIL: (
        "HAVE_TE",  # a module-level flag: neither an alias nor a run-config side effect
        "moe_use_legacy_grouped_gemm",  # the other branch of the condition
        "use_turbo_grouped_gemm",
        "get_gpt_layer_with_transformer_engine_spec",
        "rocm",
        "cuda",
    ),
    AUDIT: (
        "'use_turbo'",  # an attribute the handler sets on a layer object, no run-config key
        "'layer.",
        "MoETokenDispatcher",  # the base class
        "rocm",
        "cuda",
        "backend_versions",
    ),
    CHANGELOG: ("LayerNorm", "rocm", "cuda", "'forward'", "backend_versions", "tensor_model_parallel_size"),
    NARRATIVE: (
        "transformer_engine.pytorch.RMSNorm",  # the sibling rms_norm patch's site
        "megatron.turbo.rms_norm",
        "_fused_residual_patched",  # marker attributes: neither side effects nor sites
        "_INSTALLED",
        "PRIMUS_FUSED_RESIDUAL_NORM_V2",  # the other alternative
        "IdentityOp",
        "make_viewless_tensor",
        "fused_residual_norm_patches",  # the handler, not the implementation
        "fp32_residual_connection",  # the fallbacks are no asserts
        "hidden_dropout",
        "tensor_model_parallel_size",  # "does not require any particular parallel layout"
        "rocm",
        "cuda",
    ),
    MEMO: (
        "enable_primus_turbo",  # "not gated by enable_primus_turbo"
        "primus_turbo",  # "does not need primus_turbo installed"
        "'moe_permute_fusion', False",  # a default in a config file
        "HAVE_TE",  # a module attribute
        "moe_permute_and_pad_with_probs",  # "the patch does not rebind it"
        "skip_identity_sort",  # a sibling patch
        "sort_chunks_by_idxs",
        "num_out_tokens",  # "argument checks, not run-config keys"
        "routing_map",
        "map_type",
        "fp8",
        "Float8",
        "permute_fusion_patches",  # the handler, not the implementation
        "rocm",
        "cuda",
    ),
    CHECKLIST: (
        "gpt_oss",  # the sibling patch's model
        "gptoss",
        "use_classic_attention",  # another patch's flag
        "MultiHeadAttention",
        "enable_attention_float8",  # fp8 attention only with it
        "fp8",
        "Float8QuantConfig",
        "repeat_kv",
        "FlexAttentionWrapper",  # replaced by the converter, not this patch
        "ScaledDotProductAttentionWrapper",
        "primus_turbo_converter",
        "model_converter",
        "attention_patches.py",  # the handler
        "causal",
        "rocm",
        "cuda",
        "backend_versions",
    ),
    PR_CHECKLIST: (
        "turbo_float8_linear",  # the sibling patch, named in a negated line
        "Float8LinearConverter",
        "_registry_model_converter_cls",  # a dict entry, not a site the contract can hold
        "low_precision",
        "PRIMUS_PATCHES",
        "rocm",  # "probably ROCm only in practice"
        "cuda",
        "mx_linear_patches.py",  # the installer
        "mxfp8",
    ),
    CHAT: (
        "transformer_engine",  # asked about, then "not needed"
        "apex",
        "torch.optim",  # the replacements, never sites
        "optimizer_cpu_offload",
        "decoupled_weight_decay",
        "rocm",
        "cuda",
    ),
    RFC: (
        "deepseek_v3",  # an open question
        "dcp_consolidate_fallback",  # the companion patch
        "_consolidate_hf_safetensors",
        "consolidate_safetensors_files_on_every_rank",
        "fully_shard",  # swapped only while the wrapped call runs
        "PRIMUS_PATCHES",
        "reshard_after_forward",
        "rocm",
        "cuda",
    ),
    NOTEBOOK: (
        "te_wgrad_split",  # the sibling patch
        "WeightGradStore",
        "transformer_engine",  # "-> not imported by this patch"
        "DeprecatedGroupedMLP",  # only when the import fails
        "moe_module_specs",
        "moe_router_topk",  # for one path only
        "primus_turbo",  # "not needed"
        "torch.matmul",  # the fallback of an empty input
        "fc2_output",  # what forward returns
        "rocm",
        "cuda",
    ),
    THREAD: (
        "rocm",  # "installed everywhere; its effect is ROCm-only"
        "cuda",
        "hip",
        "load_checkpoint",  # the companion patches
        "save_checkpoint",
        "disable_last_saving",
        "async_save",  # a question, then "unverified"
        "HSA_ENABLE_SDMA",
        "strategies.torch",  # worth a grep, not a site
        "transformer_engine",
        "primus_turbo",
    ),
    RUNBOOK: (
        "HSA_NO_SCRATCH_RECLAIM",  # cluster defaults, not needed by this patch
        "PRIMUS_PATCHES",
        "TORCH_NCCL_HIGH_PRIORITY",
        "data_parallel_shard_degree",
        "dcp_consolidate_fallback",
        "last_save_in_hf",
        "fully_shard",
        "rocm",
        "cuda",
    ),
    SLIDES: (
        "deprecated_20241209",  # the sibling patch and its flag
        "use_deprecated_20241209_moe_layer",
        "moe_use_fused_router_with_aux_score",  # only for the fused router
        "fused_group_topk_routing_with_aux_score",  # "called only on the fused path"
        "primus_turbo",  # "not needed unless ..."
        "transformer_engine",
        "moe_router_force_load_balancing",
        "router_logit_softcapping",
        "moe_router_num_groups",
        "PRIMUS_PATCHES",
        "rocm",
        "cuda",
    ),
    COMMIT: (
        "primus_turbo'",  # a package: "neither imports primus_turbo"
        "env_or_lifecycle",  # "registers a forward hook" is no lifecycle hook
        "get_autocast_gpu_dtype",
        "PRIMUS_PATCHES",
        "peak_flops",  # the companion patch
        "EmbeddingBag",
        "rocm",
        "cuda",
    ),
    TOKENIZER: (
        "add_megatron_arguments",  # the sibling patch in the JSON
        "megatron.core.tokenizers",  # only when importable
        "megatron.training.tokenizer.build_tokenizer",  # an open question
        "_HuggingFaceTokenizer",  # the fallback
        "transformers",  # "probably required"
        "transformer_engine",
        "padded_vocab_size",
        "rocm",
        "cuda",
    ),
    PYTEST_LOG: (
        "use_turbo_sink_attention",  # "is not a real flag"
        "torchtitan.primus_turbo.turbo_attention",  # the companion patch
        "torchtitan.models.attention",
        "FlexAttention",
        "llama3",  # "does NOT rebind"
        "model.name",
        "repeat_kv",
        "v0.2",  # hedged
        "rocm",  # "ROCm is assumed ... nothing in the patch asserts it"
        "cuda",
    ),
    TOML: (
        "layernorm_linear_fp8_cache",  # the sibling patch
        "TELayerNormColumnParallelLinear",
        "TEColumnParallelLinear",  # "does not wrap"
        "TERowParallelLinear",
        "_get_extra_te_kwargs",  # swapped only while the wrapped call runs
        "fp8_recipe",  # "do not set it for this patch"
        ">=2.0",  # "maybe"
        "PRIMUS_PATCHES",
        "rocm",
        "cuda",
    ),
    MAN_PAGE: (
        "'fla_rmsnorm'",  # the NAME line
        "use_fla_fused_gated_norm",  # "Not read by this patch"
        "PRIMUS_FLA_NORM",  # the companion patch's variable
        "fla_runtime",
        "get_args",
        "0.1.2",  # "probably required"
        "triton",
        "normalization",  # only on the FLA path
        "rocm",
        "cuda",
    ),
    TP_OVERLAP: (
        "fp8_gemm",  # the TE < 2.0 sibling row
        "CommOverlapAlgo",
        "tp_comm_overlap_rs",  # "skipped when ..."
        "tp_comm_bulk",
        "primus_turbo",  # "no `primus_turbo` needed"
        "aiter",
        "moe_alltoall",
        "PRIMUS_PATCHES",
        "bootstrap_backend",
        "rocm",
        "cuda",
    ),
    MLA: (
        "fused_padded_mla_attention",  # "the condition never reads" it
        "primus_turbo'",  # imported inside try/except
        "transformer_engine",  # optional
        "use_v4",  # must be unset
        "enable_primus_turbo",  # "not gated on"
        "DeepseekV4",
        "q_lora_rank",
        "rocm",
        "cuda",
    ),
    LINEAR_CE: (
        "odc",  # the companion patch, named in a conditional
        "FUSED_LINEAR_CE",  # "or env ... for experiments, either switch is enough"
        "FUSED_CE_CHUNK",
        "mtp_num_layers",
        "primus_turbo",  # "not needed"
        "torch.autograd",
        "rocm",  # "presumably"
        "cuda",
    ),
    REVIEW: (
        "zero_bubble_patches.py",  # the installer, not the implementation
        "schedules.get_forward_backward_func",  # "is not rebound either"
        "optimizer.optimizer.ChainedOptimizer",  # "is left alone"
        "enable_zero_bubble",
        "pipeline_model_parallel_size",
        "use_distributed_optimizer",
        "overlap_",
        "gradient_accumulation_fusion",  # "# with the zb runtime"
        "CUDA_DEVICE_MAX_CONNECTIONS",
        "linear_grad_split",
        "megatron.pp.schedule",
        "fp8",
        "rocm",
        "cuda",
    ),
    SDMA: (
        "primus/backends/megatron",  # the Megatron twin's file, named in a comment
        "before_train",  # the twin's phase
        "use_torch_fsdp2",  # the twin's flag
        "NCCL_CTA_POLICY",  # set by the shell hook, not by the patch
        "LD_PRELOAD",
        "2.27",  # "NCCL 2.27+, maybe"
        "11.9",  # a step time
    ),
    SKIP_SORT: (
        "'EP'",  # "the common EP=1 / TP=1 case": a parallel size, no environment variable
        "'TP'",
        "transformer_engine",  # "belongs to upstream's fused path, not to this patch"
        "moe_utils",  # "Primus leaves moe_utils.sort_chunks_by_idxs untouched on purpose"
        "moe_permute_fusion",  # another patch's flag
        "FORK_MOE_SKIP_SORT",  # the fork's own, unsettled
    ),
    DEOSC: (
        "megatron.core.optimizer.get_megatron_optimizer",  # "rebinding it alone would **not** reach the training loop"
        "DistributedOptimizer",  # "the class ... itself is not modified": an instance attribute is wrapped
        "step_with_ready_grads",
        "PRIMUS_PATCHES",  # the global allow-list, "not a switch for this one"
        "fp4_recipe",  # "does not look at fp4_recipe"
        "fp4_utils",  # the companion FP4 patches
        "use_turbo_gemm",
        "rocm",  # "probably ROCm only in practice"
        "1500",  # an example's override
    ),
    FAQ: (
        "compile",  # "`compile.enable` is our preference, not a requirement of the patch": never the bare key "enable"
        "quantize.linear.float8",  # the registry key the patch leaves to upstream's converter
        "turbo_fp8_linear",  # a converter name for model.converters, no flag
        "mx_linear",  # the MXFP8 sibling
        "megatron",  # the Megatron sibling
        "torchao",  # "does not need torchao"
        "PRIMUS_PATCHES",
        "filter_fqns",
        "'gate'",  # a layer the filter skips, no flag
    ),
    MUON: (
        "dist_muon",  # open question 1
        "rocm",  # open question 3: "ROCm only?"
        "tensor_model_parallel_size",  # open question 4: "Does `tensor_model_parallel_size > 1` need anything?"
        "('muon_per_head', False)",  # the default column of the knobs table
        "primus_turbo",  # "No Primus-Turbo involvement at all"
    ),
    f"{MOE_INVENTORY}@{DEPRECATED_ID}": (
        "megatron-core",  # "imports pin it to an old megatron-core": a version in words, never any version
        "_maybe_dtoh",  # the next row's site
        "permutation.py",
        "transformer_engine",
        "add_bias_linear",  # DeprecatedGroupedMLP only
    ),
    f"{MOE_RENAMED}@{DEPRECATED_ID}": (
        "_maybe_dtoh",  # rows of other patches, under columns of the writer's own names
        "sort_chunks",
        "moe_utils",
        "permutation.py",
        "transformer_engine",  # "fp8 with DeprecatedTEGroupedMLP requires TE"
        "add_bias_linear",  # "`DeprecatedGroupedMLP`: `add_bias_linear` must be false"
    ),
    f"{MOE_INVENTORY}@{DTOH_ID}": (
        "'cuda'",  # "CUDA/HIP streams": both GPU stacks
        "Deprecated",  # the close-up of the row above
        "moe_token_dispatcher_type",
    ),
    CLASSIC: (
        "llama4.model.model.Attention",  # the quoted message's sites, which the reply corrects
        "model.args.DeepSeekV3ModelArgs",
        "PRIMUS_CLASSIC_ATTN",
        "before_train",
        "('primus_turbo',",  # "~~It needs `primus_turbo>=0.2.0`~~", struck through
        "rocm",  # "~~ROCm only~~"
        "0.2.2",  # a code comment, no version gate
        "tensor_parallel_degree",  # the quoted message's assert
        "use_turbo_attention",  # another patch's flag
        "('use_classic_attention', False)",  # pre_trainer.yaml's default
        "('enable_primus_turbo', True)",  # the default, under a top-level name the gate never reads
    ),
    CONNECTIONS: (
        "'8'",  # the value written depends on the FSDP switches
        "'1'",
        "use_torch_fsdp2",  # chooses the value, turns nothing on
        "enable_zb_runtime",  # another module's check
        "train_runtime.py",  # the runtime that passes module_config, in a warning block
        "('disable_env_patches', True)",
    ),
    ENGINEERING_LOG: (
        "is_te_min_version",  # the Primus helper calls it; nothing rebinds it
        "'submodules'",  # parameters of patched_init's signature
        "'gate'",
        "'pg_collection'",
        "TEDelayedScaling",  # the 10:38 guess, corrected: the sibling patch's site
        "2.7",  # the 10:44 guess, corrected
        "build_args",  # the 10:46 guess, corrected
    ),
    TWINS: (
        "torchtitan",  # the twin's facts
        "init_logger",
        "('jax', None)",  # "It does not import `jax` itself"
        "absl",  # upstream MaxText's logging, not the patch
    ),
    DEEPBIND: (
        "('aiter',",  # the library the hook isolates, which the patch never imports
        "PRIMUS_AITER_DEEPBIND",  # an off switch, on by default
        "torch.cuda",
        "__version__",
    ),
    VALIDATE_ARGS: (
        "NVTE_ROCM_ENABLE_MXFP8",  # asserted, only when fp8_recipe == mxfp8
        "PRIMUS_TURBO_AUTO_TUNE",  # set only if use_turbo_autotune
        "dump_pp_data",  # written only if pipeline_model_parallel_size == 1
        "moe_permute_fusion",  # sync-free stage >= 1 only
        "decoder_pipeline_manual_split",  # related patches in the same file
        "fp4_te_version",
    ),
    AUDIT_MARKS: (
        "binding_replacement",  # the ❌ row
        "PRIMUS_FLA_SWIGLU",  # the ⚠️ row
        "primus_turbo",  # ❌
        "transformer_engine",  # ❌
        "'rocm'",  # ❌ ROCm-only
        "activation_func_clamp_value",  # ❌
    ),
    PSEUDOCODE: (
        "'gpt'",  # "`model_type: gpt` (the default ...) does not"
        "zebra_llama",  # a recipe substring, no flag
        "triton.knobs",  # a compiler knob inside the wrapper, no site
        "use_buffer_ops",
    ),
    PORT_PR: (
        "fsdp2_impl",  # the port's own flag, under "Differences from Primus"
        "data_parallel_replicate_degree",  # the port's own assertion
        "device_type",  # an argument of DeviceMesh.from_group, after "No ROCm-only gate"
        "2.6",  # the port's pin
        "model_build",  # the port's hook
        "'rocm'",  # the port runs on MI300X only; Primus has no platform gate
        "CUDA_DEVICE_MAX_CONNECTIONS",  # another patch, and the port's launcher
    ),
    RUN_ON: (
        "moe.moe.MoE'",  # the class whose method is rebound, never the site itself
        "score_before_experts",  # a model flavor's setting; "no config side effects"
        "apply_compile",  # the sibling's site
        "compile",
        "deepep",
    ),
    OUTLINE: (
        "'g'",  # "`g=g.to(query.dtype)` instead of `g=g`": a keyword argument of the FLA call
        "packed_seq_params",  # "upstream's own raise ..., not the patch's"
        "enable_primus_turbo",  # "NOT part of this gate"
        "transformer_engine",
    ),
    CONFIG_DIFF: (
        "wandb_save_dir",  # written only when disable_wandb is false: conditional, no side effect
        "wandb_project",
        "wandb_exp_name",
        "disable_wandb",  # read only; chooses the branch, no gate
        "WANDB_API_KEY",  # read only
    ),
    BSHD: (
        "tp_comm_overlap",  # other rows
        "USE_TE_SWIGLU",
        "no_fp8_weight_transpose_cache",
        "torch_compile",  # the DPA prologue's flags
    ),
    DPA_PROLOGUE: (
        "NVTE_FMHA_USE_BSHD",  # the bshd row's switch
        "disable_dpa_prologue_patch",  # part of an OR / unless condition
        "dropout_p",  # chooses a code path
        "2.12",  # "verified against TE 2.12 only": a warning, no pin
    ),
    WALKTHROUGH: (
        "optimizer_patches.py",  # the installer, not the implementation
        "use_fsdp2_bf16_master_weight_optimizer', True",  # must be false
        "params_dtype",  # the Flux trainer's, not this patch's
        "optimizer_foreach",  # read only
        "muon",
    ),
    LEADERS: (
        "train_step_fp8_cache_update",  # another patch, named for its priority
        "PATCH ID",  # the leader's label, never a summary
        "_get_overlap_hook_modules",  # a new attribute, no upstream site
        "megatron.core.distributed.DistributedDataParallel",  # "ALIASES ....... none needed (...)"
        "megatron.training.training.enable_forward_pre_hook",  # "NOT A SITE"
        "torch_compile'",  # the sibling patch
    ),
    BUG_TICKET: (
        "LanguageModule'",  # a class named in the Requires line, never a package
        "AttnBackend",
        "2.7",  # the reporter's PyTorch
        "0.14",  # the reporter's megatron-core
        "unfused",  # the reproduction's backend
        "tensor_model_parallel_size",
        "CUDA_DEVICE_MAX_CONNECTIONS",
    ),
    DOCSTRING: (
        "binding_replacement",  # "installs a wrapper ... (function wrapping)"; "rebinding" explains why one site is enough
        "n_layers",  # the example's override
        "compile",  # the sibling patch
        "primus_turbo",
    ),
    CHANGE_DIFF: (
        "one switch, two paths",  # the description the diff removes
        "forward_only",  # an argument the wrapper reads, no gate
        "ODC_ENABLE",  # removed knobs and gates
        "ODC_LB_MINI",
        "LB_MINI_FORCE_DATA",
        "SFT_DATASET_SPLIT",
        "calculate_per_token_loss",  # a reverted decision
        "'enable_odc'",  # a mode selector, no gate at HEAD
    ),
    ASCIIDOC: (
        "transformer_engine.py",  # a file's name, spelled like a dotted path
        "transformer_engine.pytorch.module.base.get_workspace",  # the companion patch rebinds it, under "== Companion patch"
        "tp_comm_overlap",  # the companion's gate
        "fp8",
    ),
    INTERVIEW: (
        "megatron.core.distributed.finalize_model_grads.finalize_model_grads",  # "lands on the function object and has no effect"
        "training/utils.py",  # where the helper every replacement asks lives, not the replacements
        "'stage'",  # "last stage = last rank", in quotation marks
        "ignore_virtual",  # a keyword argument of a call
        "enable_1f1b_v",  # one of two ways in ("... or `enable_1f1b_v` is true, or else when ...")
        "patch_primus_pipeline",
        "zbpp_utils",
        "vpp_size",
    ),
    ORG_MODE: (
        "primus/backends/megatron/patches/moe_alltoall_dtoh_patches.py",  # the file the registry overrides
        "enable_primus_turbo",  # "does *not* look at =enable_primus_turbo="
        "'at'",
        "'that'",
        "'by'",
        "'of'",
        "ValueError",
        "<0.17",  # the companion's backend_versions
        "turbo_sync_free_moe_stage",  # raises only together with use_turbo_grouped_gemm false
        "tensor_model_parallel_size",  # the companion's assert
    ),
    CSV_SHEET: (
        "linear._Linear",  # "was true before v26.3 ..., NOT a site at this commit"
        "delay_wgrad_compute",  # "Open question from the team: nobody has checked ... sets delay_wgrad_compute=True"
        "te_wgrad_split_patches.py",  # the "patch file" row: it registers the handler, the "impl file" row holds the code
        "patch_primus_pipeline",  # "either one alone turns it on"
        "patch_zero_bubble",
        "'keys'",  # "a config without the keys = patch off"
        "LinearWithGradAccumulationAndAsyncCommunication",  # the companion's site
    ),
    SHELL_SESSION: (
        "torch_compile_strategy",  # Flux's checks ("These ... are Flux's checks, not the patch's condition"), a list cut short before
        "recompute_granularity",
        "overlap_param_gather",
        "finetune_utils",
        "dpa_consolidated_prologue",
        "'enable'",
    ),
    POSTMORTEM: (
        "PRIMUS_FP8_CACHE_REFRESH",  # "We assumed there was an env var gate ... No such variable exists"
        "fp8_precompute_data_cache",  # a knob read inside the handler, named in an action item
        "use_cpp_fp8_quantize",
        "megatron.training.train_step'",  # not a site: the patch rebinds megatron.training.training.train_step
        "reshard_after_forward",
    ),
    CONFLUENCE: (
        "'megatron'",  # backend="megatron" in the Backend / phase row is no summary
        "wgrad_adapter.py",  # the helper that routes the closure, not the replacement's file
        "requires_grad",  # "when weight.requires_grad is False": a tensor's attribute
        "apex",  # "needed for the split path": one path's requirement
        ">=1.13",  # "torch >= 1.13 picks all_gather_into_tensor": a branch on the version
        "patch_zero_bubble",  # one of two ways in
    ),
    CHEAT_SHEET: (
        "sdma_symm_mem_collectives",  # the companion, under "COMPANION / NOT THIS PATCH"
        "SDMA_ALL_GATHER'",  # the companion's variable
        "use_torch_fsdp2",
        "NCCL_CTA_POLICY",
        "dist_all_gather_func",  # "NOT sites"
        "finish_param_sync",
    ),
    FOOTNOTES: (
        "patched_get_mesh_names",  # "there is no importable `...patched_get_mesh_names`"
        "ckpt_format",  # "upstream Megatron's own argument validation"
        "CUDA_DEVICE_MAX_CONNECTIONS",  # the companion's
        "uneven_dtensor",
    ),
    LATEX: (
        "where",  # the header row of a tabular ("what & where")
        "training/utils.py",  # the V-schedule predicate's file, not the replacement's
        "virtual_pipeline_model_parallel_size",  # asserted in the V branch only, and computed, not read from the config
        "pipeline_model_parallel_size",
        "megatron.pp.v_schedule",
    ),
    FRENCH: (
        "<0.17",  # "Le compagnon ..., lui, a backend_versions=["<0.17"]": the companion's gate
        "te_spec_provider",
        "lfm_layer_types",  # "uniquement lorsque lfm_layer_types est renseigné"
    ),
    NOTES_MODULE: (
        "megatron.training.training'",  # the module named beside the patch key, no id
        "grad_zero_and_data_prefetch",  # the companion
        "reuse_grad_buf_for_mxfp8_param_ag",
        "tensor_model_parallel_size",
    ),
    HTML_DETAILS: (
        "('patch_zero_bubble', False)",  # "skipped entirely when patch_zero_bubble is false": never the negation
        "overlap_moe_expert_parallel_comm",  # "so that is not a constraint of this patch"
        "packed_seq_params",
        "zero_bubble_optimizer",
    ),
    JIRA: (
        "context_parallel_size",  # the quoted Slack message's wrong CP=1, and a comment's proposal
        "skip_redundant_mp_sync'",  # the Slack message's made-up key (the id aside)
        "megatron.training.utils",  # where the functions are defined, not rebound
    ),
    WHITEBOARD: (
        "quantile_balancing_update_interval",  # "< 1 is NOT an error, it is clamped"
        "get_updated_expert_bias",  # "NOT patched"
        "reset_model_temporary_tensors",  # the companion's
        "PRIMUS_K3_BIAS_RULE",
    ),
    MATRIX: (
        "start_param_sync",  # a row marked rejected: the SDMA patch's site
        "primus_turbo",  # rows marked N/A
        ">=0.16.0",
        "moe_router_force_load_balancing",
        "ENABLE_SDMA_ALLGATHER",
    ),
    SOCIAL_THREAD: (
        "PRIMUS_EMPTY_CACHE_INTERVAL",  # post 4/9 gets the precedence backwards; 9/9 corrects it
        "empty_unused_memory_level",
        "finetune_utils",
    ),
    PORT_REVIEW: (
        "binding_replacement",  # "Primus rebinds exactly `...train_step`", a wrapper as the report says elsewhere
        "finetune_utils",  # the reviewer's mistake, corrected in a reply
        "my_trainer",  # the port's own files
        "get_forward_backward_func",  # the companions' sites
    ),
    SPANISH: (
        "get_train_valid_test_num_samples",  # the companion's site ("parche compañero")
        "enable_odc_lb_mini",
        "PRIMUS_MLPERF",
    ),
    SPHINX: (
        "torch.profiler.profiler.profile",  # named as no site
        "emit_nvtx",
        "tensorboard_path",  # the companion
    ),
    ADR: (
        "initialize",  # named as no site
        "0.16.0",  # the wheel that lacks megatron.legacy
        "schema_core",  # a superseded decision
    ),
    RECIPE: (
        "'OptimizerParamScheduler'",  # "Do not replace the class itself"
        "max_lr",
        "rampup_batch_size",
    ),
    COMPARISON: (
        "FORK_GLOBAL_EVAL",  # the port's column, not Primus's
        "evaluate_and_print_results",  # the companion's
        "mlperf_mode",
    ),
    PLAIN_EMAIL: (
        "'setup'",  # "the docstring says setup phase, but the decorator says before_train"
        "multiprocessing_context",  # the docstring's key; the P.S. corrects it
        "PRIMUS_MLPERF",
    ),
    PULL_REQUEST: (
        "function_wrapping",  # the wrapper wraps Primus's own function
        "gpt_oss",  # "gpt-oss has its own copy and the patch never touches it"
        "parallelize_deepseekv3",  # "not a site of the Primus patch"
        "MoE.forward",  # the separate torchtitan.dsv3.moe_bf16_combine patch's
        "apply_compile",  # another patch's, "not a site of this patch"
        "acme_titan",  # the port's own module
        "use_moe_fp8",  # what FP8 takes, not the gate
    ),
    CE_NOTEBOOK: (
        "ipynb",  # the notebook's file name, no patch id
        "_postprocess",  # "`GPTModel._postprocess` is not a site of the Mamba patch"
        "FUSED_LINEAR_CE",  # megatron.fused_linear_ce's gates
        "enable_fused_linear_ce",
        "PRIMUS_FUSED_CE",  # resolved by the companion patch, after the condition ran ("Scratch that")
    ),
    CHINESE_WARMUP: (
        "megatron.bridge",  # "和这里无关": a Megatron-Bridge recipe's rebinding
        "get_tensor_shapes",  # the Kimi K3 patch's site, "不是本补丁的"
        "get_forward_backward_func",  # the trainer's, "也不是本补丁的"
        "forward_step",  # only called
        "PP_WARMUP",  # a shell variable, no environment variable the patch reads
    ),
}

# report -> what it names: each must be a drafted value or appear in a TODO ("line N" means a TODO quoting that line).
MENTIONED: dict[str, tuple[str, ...]] = {
    "styled_fp8_context_bold_labels.md": (
        *sorted(FP8_SITES),
        "transformer_engine.pytorch.fp8.fp8_autocast",
        "enable_primus_turbo",
        "fp8",
        "disable_fp8_context_patches",
        "NVTE_ROCM_ENABLE_MXFP8",
        "fp8_param_gather",
        "line 22",
        "line 23",
    ),
    "styled_attention_numbered.md": (
        "megatron.core.extensions.transformer_engine.TEDotProductAttention",
        "megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention",
        "use_turbo_attention",
        "enable_primus_turbo",
        "context_parallel_size",
        "disable_env_patches",
        "use_flash_attn",
        "attention_dropout",
        "line 23",
        "attention_mask",
    ),
    "styled_deepep_code_blocks.md": (
        "megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher",
        "megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher",
        "enable_primus_turbo",
        "use_turbo_deepep",
        "context_parallel_size",
        "moe_token_dispatcher_type",
        "moe_router_dtype",
        "line 41",
        "turbo_sync_free_moe_stage",
    ),
    "styled_rms_norm_tables.md": (
        "transformer_engine.pytorch.RMSNorm",
        "use_turbo_rms_norm",
        "enable_primus_turbo",
        "tensor_model_parallel_size",
    ),
    "styled_fused_residual_norm_bullets.md": (
        LAYER_FORWARD,
        BLOCK_INIT,
        "transformer_engine.pytorch.RMSNorm",
        "megatron.turbo.rms_norm",
        "PRIMUS_FUSED_RESIDUAL_NORM",
        "PRIMUS_FUSED_RESIDUAL_NORM_V2",
        "use_turbo_rms_norm",
        "hidden_dropout != 0.0",
        "fp32_residual_connection",
        "line 31",  # Triton is not needed
    ),
    "styled_fp4_context_code_no_imports.md": (
        *sorted(FP4_SITES),
        "megatron.core.enums",
        "enums.Fp4Recipe",
        "fp4",
        "args.fp4",
        "enable_primus_turbo",
        ">=2.7.0",
        "primus_turbo",
        'fp4_recipe == "mxfp4"',
        "config.fp4_param is True",
    ),
    REDUCE_AMAX: (
        "megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__",
        "fp8",
        "line 12",  # transformer_engine, any version, in the versions table
        "sequence_parallel",
        "tensor_model_parallel_size > 1",
        "megatron.core.extensions.transformer_engine._get_extra_te_kwargs",
    ),
    SAVE_INPUT: (
        "megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__",
        "fp8",
        "line 11",  # >= 2.6 in the versions table
        "linear_fc1",
        "save_original_input",
    ),
    SWIGLU: (f"{SWIGLU_FUNCTION}.forward", ".backward", "USE_TE_SWIGLU", "primus_turbo", "line 19"),
    "styled_te_spec_provider_bold_numbered.md": (
        *sorted(SPEC_SITES),
        "megatron.core.extensions.transformer_engine.TESpecProvider",
        "moe_use_legacy_grouped_gemm == True",
        "enable_primus_turbo",
        "moe_grouped_gemm",
        "use_turbo_grouped_gemm",
        "<0.17",
        "megatron_core < 0.17",
        "line 14",  # Megatron-Core below 0.17 only
        "megatron.core.extensions.transformer_engine.HAVE_TE",
        "line 16",  # primus_turbo: not required on the legacy path
        "line 20",  # prints a notice when primus_turbo cannot be found
        "tensor_model_parallel_size == 1",
    ),
    TITAN: (
        *sorted(TITAN_SITES),
        "torchtitan.models.gpt_oss.model.model.Attention",
        "primus_turbo.enable_primus_turbo",
        "primus_turbo.use_turbo_attention",
        "primus_turbo.enable_attention_float8",
        "primus_turbo.use_classic_attention",
        "setup",
        "line 38",  # TorchTitan v0.2.2 on PyTorch 2.12, a submodule commit
        "v0.2.2",
        "2.12",
        "73a0e6979dd1",
        "line 40",  # primus_turbo and torchtitan; Primus-Turbo 0.3.2.dev48, which nothing pins
        "0.3.2.dev48",
        "rocm",
        "line 42",  # no Transformer Engine, no environment variable
        "line 54",  # FP8 only when enable_attention_float8; bf16 in Primus's configs
        "line 55",  # masking: causal=True
        "line 56",  # other inner attention modules
        "line 58",  # TP > 1 untested
    ),
    SCHEDULE: (
        *sorted(SCHEDULE_SITES),
        "megatron.core.optimizer.ChainedOptimizer",
        "megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication",
        "megatron.core.parallel_state.is_pipeline_last_stage",
        "patch_primus_pipeline",
        "patch_zero_bubble",
        "before_train",
        "PRIMUS_PATCHES",
        "d3528a21",
        "line 30",  # megatron-core and torch; no Primus-Turbo or Transformer Engine; nothing ROCm-specific; older releases
        "line 38",  # pp_algorithm must be one of ...
        "line 39",  # the virtual pipeline size, by algorithm
        "line 40",  # offload off
        "line 41",  # forward_only not supported
        "line 42",  # overlap_p2p_comm and batch_p2p_comm not both true
        "pp_max_mem",
    ),
    LOGGER: (
        *sorted(LOGGER_SITES),
        "setup",
        "PRIMUS_PATCHES",
        "jax",  # "JAX" in the Requires cell
        "v26.4",
        "v26.3",
        "stderr_sink_level",
        "line 17",  # no Primus-Turbo, no Transformer Engine, nothing GPU-specific
        "line 18",  # aliases Primus does not rebind
    ),
    MEGA_MOE: (
        *sorted(MOE_SITES),
        "megatron.training.training.train_step",
        "megatron.turbo.mega_moe_weight_generation",
        "megatron.turbo.te_spec_provider",
        "enable_primus_turbo",
        "use_turbo_mega_moe",
        "bf16",
        "expert_model_parallel_size",
        "moe_token_dispatcher_type",
        "moe_grouped_gemm",
        "turbo_mega_moe_precision",
        "mxfp8",
        "fp8",
        "<0.17",
        "primus_turbo",
        "d3528a2",
        "0.16.0rc0",
        "fused_mega_moe_fp8",
        "moe_shared_expert_intermediate_size",
        *(f"line {n}" for n in range(49, 59)),  # the ten asserts
        "line 41",  # the sibling's version gate
        "line 43",  # a recent primus_turbo build, hedged
    ),
    RECOMPUTE: (
        *sorted(RECOMPUTE_SITES),
        "TransformerConfig.recompute_layer_ids",
        "line 23",  # "delegates when `recompute_layer_ids is None`": the gate
        "line 31",  # the condition row
        "recompute_granularity",
        "recompute_method",
        *(f"line {n}" for n in range(63, 69)),  # the constraints table
        "transformer_engine",
        "primus_turbo",
        "line 55",  # older megatron-core, unchecked
        "line 44",  # the DeepSeek-V4 and Kimi-K3 blocks, not touched by this patch
        "line 80",  # the example config's recompute_layer_ids
    ),
    HSDP: (
        "data_parallel_replicate_degree",
        "num_distributed_optimizer_instances",
        "use_torch_fsdp2",
        "ckpt_format",
        "use_distributed_optimizer",
        "megatron.fsdp.torch_fsdp2",
        "PrimusTorchFullyShardedDataParallel",
        "primus_turbo",
        "PRIMUS_PATCHES",
        "DeviceMesh.from_group",
        "line 10",
        "line 11",
        "line 26",  # porting advice: set ckpt_format and use_torch_fsdp2
        "line 40",
        "line 41",
        "0.16.0rc0",
        "d3528a2",
    ),
    ASYNC_TP: (
        *sorted(ASYNC_TP_SITES),
        "primus_turbo.enable_primus_turbo",
        "primus_turbo.use_turbo_async_tp",
        "parallelism.enable_async_tensor_parallel",
        "primus_turbo.use_turbo_grouped_mm",
        "torchtitan.primus_turbo.moe_grouped_mm",
        "primus_turbo",
        "torch",
        "A_scale is None",
        "comm_method",
        "73a0e6979dd1",
        "line 84",  # the footnote's assert
    ),
    MOCK_DATA: (
        "mock_data",
        "data_path",
        "train_data_path",
        "valid_data_path",
        "test_data_path",
        "tokenizer_type",
        "vocab_size",
        "mock_dataset",
        "d3528a21301d",
        "primus_turbo",
        "line 52",  # "ROCm only? No."
    ),
    PAD_MAP: (
        PAD_MAP_SITE,
        # The unchecked alias line names a module only: a note under "Read in the report but not written as facts".
        "PRIMUS_PATCHES",
        "torch",
        "triton",
        "packaging",
        "megatron-core",
        "2.0.0",
        "3.4.0",
        "moe_router_padding_for_quantization",
        "megatron.args.moe_layer_freq",
        "num_tokens == 0",
    ),
    EMAIL: (
        *sorted(SPEC_SITES),
        "HAVE_TE",
        "enable_primus_turbo",
        "primus_turbo",
        "moe_use_legacy_grouped_gemm",
        "use_turbo_grouped_gemm",
        "<0.17",
        "get_gpt_layer_with_transformer_engine_spec",
    ),
    AUDIT: (
        *sorted(DEEPEP_SITES),
        "use_turbo_deepep",
        "enable_primus_turbo",
        "moe_enable_deepep",
        "moe_token_dispatcher_type",
        "layer.use_turbo",
        "primus_turbo",
        "deep_ep",
        "moe_router_dtype",
        "backend_versions",
    ),
    CHANGELOG: (
        "transformer_engine.pytorch.RMSNorm",
        TURBO_RMS_NORM,
        "primus_turbo.pytorch.ops.normalization.rmsnorm",
        "megatron.core.extensions.transformer_engine.TENorm",
        "use_turbo_rms_norm",
        "enable_primus_turbo",
        "backend_versions",
    ),
    NARRATIVE: (
        LAYER_FORWARD,
        f"{TURBO_RMS_NORM}.forward",
        BLOCK_INIT,
        "primus/backends/megatron/patches/turbo/fused_residual_norm_patches.py",
        "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py",
        "PRIMUS_FUSED_RESIDUAL_NORM_V2",
        "use_turbo_rms_norm",
        "enable_primus_turbo",
        "megatron.turbo.rms_norm",
        "transformer_engine.pytorch.RMSNorm",
        "priority=60",
        "fp32_residual_connection",
        "hidden_dropout",
        "_fused_residual_patched",
        "_INSTALLED",
        "zero_centered_gamma",
        "restores the original",
        "defines no backward",
        "backend_versions=",
        "megatron.core.utils.make_viewless_tensor",
    ),
    MEMO: (
        *sorted(MEMO_SITES),
        "primus/backends/megatron/patches/moe_patches/permute_fusion_patches.py",
        "megatron.core.transformer.moe.moe_utils.HAVE_TE",
        "enable_primus_turbo",
        "language_model.yaml",
        "deepseek_v3_base.yaml",
        "num_out_tokens > 0",
        "num_out_tokens >= 0",
        "routing_map.size(0)",
        "map_type",
        "Float8BlockwiseQTensor",
        "MXFP8Tensor",
        "permutation.py:535",
        "permutation.py:580",
        "moe_permute_and_pad_with_probs",
        "megatron.moe.skip_identity_sort",
        "int32",
        "te_moe::permute_index_map",
        "tex.moe_permute_fwd",
        "tex.moe_unpermute_fwd",
        "primus.backends.transformer_engine.pytorch.triton.permutation",
        "torch.library.custom_op",
        "inp must be a CUDA tensor",
    ),
    CHECKLIST: (
        *sorted(TITAN_SITES),
        "primus/backends/torchtitan/patches/turbo/attention_patches.py",
        "primus_turbo.pytorch.modules.TurboAttention",
        "torchtitan.primus_turbo.gptoss_sink_attention",
        "torchtitan.primus_turbo.deepseek_v3_classic_attention",
        "primus_turbo.use_classic_attention",
        "primus/backends/torchtitan/primus_turbo_extensions/primus_turbo_converter.py",
        "primus/backends/torchtitan/protocols/model_converter.py",
        "only correct when that",
        "causal=True",
        "primus_turbo.enable_attention_float8",
        "Float8QuantConfig",
        "primus/configs/modules/torchtitan/pre_trainer.yaml",
        "torchtitan.models.qwen3",
        "torch.nn.attention.flex_attention",
        "defines no custom backward",
    ),
    PR_CHECKLIST: (
        "torchtitan.components.quantization.mx.MXLinearConverter",
        '_registry_model_converter_cls["mx"]',  # the registry entry: a TODO
        "torchtitan.primus_turbo.turbo_float8_linear",
        "torchtitan.components.quantization.float8.Float8LinearConverter",
        "primus_turbo.enable_primus_turbo",
        "primus_turbo.use_turbo_mx_linear",
        "PRIMUS_PATCHES",
        "primus_turbo.pytorch.core.low_precision",
        "primus_turbo.pytorch.core.float8",
        "zero point one",  # a version in words, hedged
        "73a0e697",
        "probably ROCm only",
        "refuses NVIDIA",
        "multiples of 128",
        "primus_turbo_mx",
        "E8M0",
        "not mxfp8",
        "not a backward of its own",
    ),
    CHAT: (
        "megatron.core.optimizer.Adam",
        "megatron.core.optimizer.SGD",
        "megatron.core.optimizer.USING_PYTORCH_OPTIMIZER",
        "megatron.core.optimizer._get_megatron_optimizer_based_on_param_groups",
        "PRIMUS_TORCH_OPTIM",
        "priority 40",
        "TE or apex",  # the question
        "TE and Apex are not needed",  # the answer
        "torch two point zero",
        "asserts its anchor line",
        "AssertionError",
        "d3528a21",
        "optimizer_cpu_offload: true",
        "not bit-identical",
        "1% slowdown",
        "decoupled_weight_decay",
        "_patch_guard.py",
    ),
    REVIEW: (
        "megatron.core.optimizer.optimizer.ChainedOptimizer",
        "megatron.core.pipeline_parallel.schedules.get_forward_backward_func",
        "primus.backends.megatron.core.optimizer.zbpp_optimizer.ZeroBubblePPChainedOptimizer",
        "zbpp_utils.validate_arguments",
        "# always",
        "untie_embeddings_and_output_weights",
        "defer_embedding_wgrad_compute",
        "# with the zb runtime",
        "gradient_accumulation_fusion",
        "enable_zero_bubble",
        "overlap_grad_reduce",
        "overlap_param_gather",
        "fp16",
        "Expert parallelism is not supported",
        "CUDA_DEVICE_MAX_CONNECTIONS",
        "megatron-core",
        "d3528a21",
        "amp_C",
        "HIP on ROCm",
        "linear_grad_split_patches",
        "megatron.pp.schedule",
        "FP8 is not supported",
        "compare loss curves",
    ),
    RFC: (
        *sorted(APPLY_FSDP),
        "torchtitan.models.llama4.infra.parallelize.fully_shard",
        "primus.backends.torchtitan.patches.fsdp_weight_tying_patches._make_apply_fsdp_wrapper",
        "enable_weight_tying",
        "PRIMUS_PATCHES",
        "two point twelve",
        "2.11",
        "backend_versions",
        "Platform-neutral",
        "no backward of its own",
        "bit for bit",
        "torchtitan.models.deepseek_v3.infra.parallelize.apply_fsdp",
        "reshard_after_forward",
        "torchtitan.torch.dcp_consolidate_fallback",
        "consolidate_safetensors_files_on_every_rank",
    ),
    NOTEBOOK: (
        "megatron.core.transformer.moe.experts.GroupedMLP",
        "megatron.core.models.gpt.moe_module_specs.GroupedMLP",
        "2caa681a1",
        "patch_primus_pipeline",
        "patch_zero_bubble",
        "moe_use_legacy_grouped_gemm == True",
        "use_turbo_grouped_gemm == False",
        "primus.backends.megatron.core.extensions.zbpp_gemm.grouped_gemm_with_weight_gradient_store",
        "self.config.bf16",
        "permuted_probs is not None",
        "moe_router_topk == 1",
        "grouped_gemm",
        "Transformer Engine",
        "one point one",
        "ROCm-specific",
        "torch.matmul",
        "megatron.pp.te_wgrad_split",
    ),
    THREAD: (
        WRITER,
        "primus/backends/megatron/patches/checkpoint_patches.py",
        "seven point one",
        "non_blocking=False",
        "On CUDA it changes nothing",
        "torch.version.hip",
        "backend_versions",
        "async_save: true",
        "HSA_ENABLE_SDMA=0",
        "installed everywhere",
        "ROCm-only",
        "megatron.core.dist_checkpointing.strategies.torch",
        "megatron.patch.load_checkpoint_distributed_fix",
        "megatron.training.checkpointing.load_checkpoint",
        "megatron.training.training.load_checkpoint",
        "megatron.checkpoint.save_checkpoint",
        "megatron.training.training.save_checkpoint",
        "disable_last_saving: true",
    ),
    RUNBOOK: (
        *sorted(APPLY_FSDP),
        "torchtitan.models.llama4.infra.parallelize.fully_shard",
        "enable_weight_tying",
        "HSA_NO_SCRATCH_RECLAIM",
        "PRIMUS_PATCHES",
        "TORCH_NCCL_HIGH_PRIORITY",
        "--parallelism.data_parallel_shard_degree 1",
        "torchtitan",
        "Not ROCm-only",
        "torchtitan.torch.dcp_consolidate_fallback",
        "last_save_in_hf: true",
    ),
    SLIDES: (
        *sorted(ROUTER_SITES),
        "get_moe_module_spec",
        "MoELayer.__init__",
        "MoESubmodules.router",
        "use_deprecated_20241209_moe_layer",
        "megatron.moe.deprecated_20241209",
        "disable_primus_topk_router",
        "moe_use_fused_router_with_aux_score",
        "enable_primus_turbo",
        "PRIMUS_PATCHES",
        "primus/backends/megatron/patches/moe_patches/topk_router_patches.py",
        "primus.backends.megatron.core.transformer.moe.router.PrimusTopKRouter",
        "primus_turbo.pytorch.ops.fused_group_topk_routing_with_aux_score",
        "[seq_length, bsz, num_moe_experts]",
        "v0.12",
        "7857383d",
        "MI300X",
        "Transformer Engine",
        "routing_map.dtype == torch.bool",
        "moe_router_force_load_balancing",
        "moe_enable_deepep",
        "router_logit_softcapping > 0.0",
        "bf16",
        "moe_router_num_groups > 1",
    ),
    COMMIT: (
        "torchtitan.embedding.amp_alignment",
        "torch.nn.Embedding.__init__",
        "torch.get_autocast_gpu_dtype",
        "primus_turbo.enable_embedding_autocast",
        "neither imports",
        "v2.4",
        "ROCm",
        "PRIMUS_PATCHES",
        "torchtitan.peak_flops",
        "torchtitan.tools.utils.get_peak_flops",
        "fp16",
        "int64",
        "nn.EmbeddingBag",
    ),
    TOKENIZER: (
        *sorted(TOKENIZER_SITES),
        "megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer",
        "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer",
        "megatron.args.add_megatron_arguments_compat",
        "megatron.training.arguments.add_megatron_arguments",
        "_HuggingFaceTokenizer",
        "args.padded_vocab_size",
        "zero point twelve",
        "transformers is probably required",
        "Transformer Engine",
        "megatron.training.tokenizer.build_tokenizer",
        "Numerics: none to compare",
    ),
    PYTEST_LOG: (
        *sorted(SINK_SITES),
        "primus/backends/torchtitan/patches/turbo/gptoss_sink_attention_patches.py",
        "torchtitan.models.llama3.model.model.Attention",
        "primus_turbo.enable_primus_turbo",
        "primus_turbo.use_turbo_attention",
        'model.name == "gpt_oss"',
        "primus_turbo.use_turbo_sink_attention",
        "no environment variable",
        "v0.2",
        "ROCm is assumed",
        "CUDA build",
        "primus_turbo.pytorch.ops.flash_attn_func",
        "sliding_window_size",
        "outputs may differ",
        "repeat_kv",
        "(bsz, seqlen, dim)",
        "torchtitan.primus_turbo.turbo_attention",
        "torchtitan.models.attention.FlexAttention",
    ),
    TOML: (
        TE_LINEAR_INIT,
        "megatron.core.extensions.transformer_engine._get_extra_te_kwargs",
        "keep_fp8_weight_transpose_cache",
        "primus.backends.megatron.patches.te_patches.utils.make_get_extra_te_kwargs_with_override",
        "TEColumnParallelLinear.__init__",
        "primus/backends/megatron/patches/te_patches/utils.py",
        "no_fp8_weight_transpose_cache",
        "If fp8 is off",
        "fp8_recipe",
        "megatron_core",
        ">=2.0",
        "platform",
        "Transformer Engine v1.x",
        "bitwise identical",
        "megatron.te.layernorm_linear_fp8_cache",
        "megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__",
        "PRIMUS_PATCHES",
    ),
    MAN_PAGE: (
        TORCH_NORM_NEW,
        "fla.modules.RMSNorm",
        "_patch_guard",
        'config.normalization == "RMSNorm"',
        "use_fla_fused_gated_norm",
        "PRIMUS_FLA_NORM",
        "megatron.fla_runtime_knobs",
        "fla",
        "backend_versions",
        "0.1.2",
        "Triton three",
        "zero_centered_gamma",
        "Backward runs through",
    ),
    TP_OVERLAP: (
        "transformer_engine.pytorch.cpp_extensions.general_gemm",
        "transformer_engine.pytorch.module.base.initialize_ub",
        "transformer_engine_torch.CommOverlapP2P",
        "tp_comm_overlap_rs",
        "tp_comm_bulk_dgrad",
        "transformer_engine.pytorch.cpp_extensions.CommOverlapType",
        "base._ub_communicators is None",
        "bootstrap_backend",
        "bit-identical",
        "PRIMUS_PATCHES",
    ),
    MLA: (
        *sorted(MLA_SITES),
        "use_turbo_gemm",
        "use_v4_triton_attention",
        "DeepseekV4Attention",
        "fused_padded_mla_attention",
        "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboLinear",
        "try/except",
        "0.14",
        "MI300X",
        "enable_primus_turbo",
        "Unsupported linear_q_down_proj",
        "q_lora_rank",
        "DeepSeek-V4",
        "no custom autograd",
    ),
    LINEAR_CE: (
        "megatron.core.models.gpt.gpt_model.GPTModel._postprocess",
        "enable_fused_linear_ce",
        "FUSED_LINEAR_CE=1",
        "FUSED_CE_CHUNK",
        "mtp_num_layers",
        "_odc_cached_output_weight",
        "megatron.odc_torch_fsdp2",
        "torch.autograd.grad",
        "primus_turbo is not needed",
        "presumably",
    ),
    SDMA: (
        *sorted(SDMA_SITES),
        "SDMA_ALL_GATHER",
        "2.12",
        "torchtitan.models.llama3.infra.parallelize.fully_shard",
        "before_train",
        "use_torch_fsdp2",
        "NCCL_CTA_POLICY=2",
    ),
    SKIP_SORT: (
        SKIP_SORT_SITE,
        "MOE_SKIP_IDENTITY_SORT",
        "FORK_MOE_SKIP_SORT",
        "moe_permute_fusion",
        "sort_input_by_local_experts",
        "fused_sort_chunks_by_index",
        "drop_and_pad",
        "0.16.0rc0",
    ),
    DEOSC: (
        *sorted(DEOSC_SITES),
        "megatron.core.optimizer.get_megatron_optimizer",
        "weight_deosc",
        "enable_primus_turbo",
        "fp4",
        "use_distributed_optimizer",
        "use_precision_aware_optimizer",
        "weight_deosc_period",
        "weight_deosc_start_step",
        "megatron.core.fp4_utils",
        "line 202",
        "line 214",
    ),
    FAQ: (
        FAQ_SITE,
        "primus_turbo.enable_primus_turbo",
        "primus_turbo.use_turbo_float8_linear",
        "compile.enable",
        "quantize.linear.float8",
        "turbo_fp8_linear",
        "use_turbo_mx_linear",
        "megatron.fp8.context",
        "filter_fqns",
    ),
    MUON: (
        *sorted(MUON_SITES),
        "muon_per_head",
        "dist_muon",
        "emerging_optimizers",
        "tensor_model_parallel_size",
        "muon_per_head_impl",
    ),
    f"{MOE_INVENTORY}@{DEPRECATED_ID}": (
        "use_deprecated_20241209_moe_layer",
        "megatron-core",
        "moe_token_dispatcher_type",
        "megatron.core.transformer.moe.experts.TEGroupedMLP",
    ),
    f"{MOE_RENAMED}@{DEPRECATED_ID}": (
        "use_deprecated_20241209_moe_layer",
        "moe_token_dispatcher_type",
        "add_bias_linear",
    ),
    f"{MOE_INVENTORY}@{DTOH_ID}": (
        DTOH_SITE,
        "use_turbo_grouped_gemm",
        "moe_pad_expert_input_to_capacity",
    ),
    CLASSIC: (
        *sorted(CLASSIC_SITES),
        "primus_turbo.use_classic_attention",
        "MultiHeadAttention",
        "use_turbo_attention",
    ),
    CONNECTIONS: (
        "disable_env_patches",
        "use_torch_fsdp2",
        "CUDA_DEVICE_MAX_CONNECTIONS",
        "enable_zb_runtime",
    ),
    ENGINEERING_LOG: (
        SHARED_EXPERT_INIT,
        "fp8_recipe",
        "transformer_engine",
        "TEDelayedScaling.__init__",
    ),
    TWINS: (
        "maxtext.utils.max_logging.log",
        "MaxText.max_logging.log",
        "stderr_sink_level",
        "PRIMUS_PATCHES",
    ),
    DEEPBIND: (
        "importlib.import_module",
        "use_turbo_attention",
        "PRIMUS_AITER_DEEPBIND",
        "2.14.0",
    ),
    VALIDATE_ARGS: (
        *sorted(VALIDATE_ARGS_SITES),
        "use_turbo_parallel_linear",
        "dump_pp_data",
        "PRIMUS_TURBO_AUTO_TUNE",
    ),
    AUDIT_MARKS: (
        "use_fla_fused_swiglu",
        "PRIMUS_FLA_SWIGLU",
        "megatron.core.transformer.mlp.MLP.__init__",
        "flash-linear-attention==0.5.2",
    ),
    PSEUDOCODE: (
        *sorted(CHUNK_STATE_SITES),
        "model_type",
        "recipe",
        "torch.version.hip",
    ),
    PORT_PR: (
        "megatron.training.training.torch_FSDP",
        "use_torch_fsdp2",
        "fsdp2_impl",
        "data_parallel_replicate_degree",
        "use_distributed_optimizer",
    ),
    RUN_ON: (
        "torchtitan.models.moe.moe.MoE",
        "score_before_experts",
        "compile.enable",
        "apply_compile",
    ),
    OUTLINE: (
        "GatedDeltaNet.forward",
        "experimental_attention_variant",
        "packed_seq_params",
        "use_gate_in_kernel",
    ),
    CONFIG_DIFF: (
        "wandb_save_dir",
        "wandb_project",
        "disable_wandb",
        "WANDB_API_KEY",
    ),
    BSHD: (
        "NVTE_FMHA_USE_BSHD",
        TE_DPA_FORWARD,
    ),
    DPA_PROLOGUE: (
        TE_DPA_FORWARD,
        FUSED_ATTN_FORWARD,
        "disable_dpa_prologue_patch",
    ),
    WALKTHROUGH: (
        *sorted(OPTIMIZER_SITES),
        "use_fsdp2_fp32_param_optimizer",
        "use_fsdp2_bf16_master_weight_optimizer",
    ),
    LEADERS: (
        *sorted(DDP_SITES),
        "disable_ddp_compile_patches",
        "overlap_grad_reduce",
    ),
    BUG_TICKET: (
        "LanguageModule._set_attention_backend",
        "torch.version.hip",
        "NVTE_FUSED_ATTN",
    ),
    DOCSTRING: (
        "torchtitan.protocols.train_spec.get_train_spec",
        "model.flavor",
    ),
    CHANGE_DIFF: (
        "megatron.training.datasets.data_samplers.build_pretraining_data_loader",
        "enable_odc_lb_mini",
        "ODC_ENABLE",
    ),
    ASCIIDOC: (
        "megatron.core.extensions.transformer_engine._get_workspace",
        "transformer_engine.pytorch.module.base.get_workspace",  # the companion's site: a TODO
        "tp_comm_overlap",
        "PRIMUS_PATCHES",
    ),
    INTERVIEW: (
        "megatron.core.distributed.finalize_model_grads.finalize_model_grads",
        "patch_zero_bubble",
        "zero_bubble_v_schedule",
        "patch_primus_pipeline",
        "pp_algorithm",
        "PRIMUS_PATCHES",
        "line 128",
    ),
    ORG_MODE: (
        "use_turbo_grouped_gemm",
        "turbo_sync_free_moe_stage",
        "enable_primus_turbo",
        "tensor_model_parallel_size",
        "MoEFlexTokenDispatcher",
    ),
    CSV_SHEET: (
        f"{WGRAD_STORE}.__init__",
        "linear._Linear",
        "patch_primus_pipeline",
        "patch_zero_bubble",
        "ub_bulk_wgrad",
        "PRIMUS_PATCHES",
    ),
    SHELL_SESSION: (
        "megatron.training.training.setup_model_and_optimizer",
        "torch_compile_strategy",
        "enable_torch_compile",
        "PRIMUS_PATCHES",
    ),
    POSTMORTEM: (
        "megatron.training.training.train_step",
        "use_fsdp2_fp8_all_gather",
        "fp8_precompute_data_cache",
        "use_cpp_fp8_quantize",
        "PRIMUS_FP8_CACHE_REFRESH",
        "PRIMUS_PATCHES",
    ),
    CONFLUENCE: (
        "megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication",
        "patch_primus_pipeline",
        "patch_zero_bubble",
        "gradient_accumulation_fusion",
    ),
    CHEAT_SHEET: (
        "ENABLE_SDMA_ALLGATHER",
        "MEGATRON_SDMA_RCCL_FALLBACK_BUCKETS",
        "sdma_symm_mem_collectives",
    ),
    FOOTNOTES: (
        "get_mesh_names",
        "use_megatron_fsdp",
        "ckpt_format",
        "PRIMUS_PATCHES",
    ),
    LATEX: (
        LAYOUT_CLASS,
        "patch_zero_bubble",
        "pp_algorithm",
        "megatron.pp.v_schedule",
    ),
    FRENCH: (
        "megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs",
        "lfm_layer_types",
        "use_kitchen",
        "moe_layer_freq",
    ),
    NOTES_MODULE: (
        "megatron.training.training.train_step",
        "fp8_recipe",
        "disable_delayed_scaling_patches",
        "tensor_model_parallel_size",
    ),
    HTML_DETAILS: (
        "patch_zero_bubble",
        "create_attention_mask_in_dataloader",
        "num_seq_splits",
    ),
    JIRA: (
        *sorted(MP_SYNC_SITES),
        "PRIMUS_PATCHES",
        "tensor_model_parallel_size",
    ),
    WHITEBOARD: (
        "megatron.core.distributed.finalize_model_grads._update_router_expert_bias",
        "moe_router_bias_update_rule",
        "quantile_balancing_num_bins",
    ),
    MATRIX: (
        f"{BUCKET_GROUP}.check_grads",
        f"{BUCKET_GROUP}.start_param_sync",
        "sft_sanitize_nan_grads",
        "check_for_nan_in_loss_and_grad",
    ),
    SOCIAL_THREAD: (
        "megatron.training.training.train_step",
        "empty_cache_interval",
        "PRIMUS_EMPTY_CACHE_INTERVAL",
    ),
    PORT_REVIEW: (
        "megatron.training.training.train_step",
        "num_seq_splits",
        "patch_primus_pipeline",
        "PRIMUS_PATCHES",
    ),
    SPANISH: (
        "build_pretraining_data_loader",
        "PRIMUS_MLPERF",
        "eval_iters",
    ),
    SPHINX: (
        "torch.profiler.profile",
        "use_pytorch_profiler",
        "PRIMUS_PATCHES",
    ),
    ADR: (
        "megatron.legacy.fused_kernels.load",
        "PRIMUS_PATCHES",
        "torch.version.hip",
    ),
    RECIPE: (
        "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr",
        "nemo_aligned_lr_warmup",
    ),
    COMPARISON: (
        "megatron.training.training.evaluate",
        "eval_interval",
        "PRIMUS_PATCHES",
    ),
    PLAIN_EMAIL: (
        "multiprocessing_context",
        "build_pretraining_data_loader",
        "PRIMUS_MLPERF",
    ),
    PULL_REQUEST: (
        "torchtitan.models.moe.moe._run_experts_grouped_mm",
        "primus_turbo.enable_primus_turbo",
        "primus_turbo.use_turbo_grouped_mm",
        "primus_turbo.use_moe_fp8",
        "torchtitan.models.gpt_oss.model.moe._run_experts_grouped_mm",
    ),
    CE_NOTEBOOK: (
        "megatron.core.models.mamba.mamba_model.MambaModel.__init__",
        "fused_ce_mode",
        "PRIMUS_FUSED_CE=0",  # "Scratch that: `PRIMUS_FUSED_CE=0` does not turn this patch off."
        "megatron.fla_runtime_knobs",
        "GPTModel._postprocess",
    ),
    CHINESE_WARMUP: (
        "megatron.training.training.train",
        "pp_warmup",
        "pipeline_model_parallel_size",
        "empty_unused_memory_level",
        "megatron.bridge.training.pretrain.train",
    ),
}
REPORTS = sorted(ALLOWED)
INDEPENDENT = (TITAN, SCHEDULE, LOGGER)
SECOND_INDEPENDENT = (MEGA_MOE, RECOMPUTE, HSDP)
THIRD_INDEPENDENT = (ASYNC_TP, MOCK_DATA, PAD_MAP)
FIFTH = (EMAIL, AUDIT, CHANGELOG)
SIXTH = (NARRATIVE, MEMO, CHECKLIST)
SEVENTH = (PR_CHECKLIST, CHAT, REVIEW)
EIGHTH = (RFC, NOTEBOOK, THREAD, RUNBOOK)
NINTH = (SLIDES, COMMIT, TOKENIZER)
TENTH = (PYTEST_LOG, TOML, MAN_PAGE)
ELEVENTH = (TP_OVERLAP, MLA, LINEAR_CE)
# A code-review thread with quoted diff hunks: "rebinding" named before "wrapper", "EP=1 / TP=1", a version said
# to be upstream's.
TWELFTH = (SKIP_SORT,)
# A ticket export whose fields are one paragraph of "Field: value" lines, and a comment naming the Megatron twin.
THIRTEENTH = (SDMA,)
# A reStructuredText page: a field list under the title, list-tables, admonitions, a site said not to suffice.
FOURTEENTH = (DEOSC,)
# An FAQ whose questions are headings and bold lines: "What turns it on?", a recommended config as a YAML snippet.
FIFTEENTH = (FAQ,)
# A handover: before/after table, numbered gotchas, a shell transcript, and open questions the writer is unsure of.
SIXTEENTH = (MUON,)
# An inventory table and a close-up of one row under headings of the writer's own, with footnotes; and the same with
# its columns renamed, which reads as one deep-dive whose other rows are other patches'.
# A reply that corrects the message it quotes below ("> "), with claims struck through (~~...~~).
EIGHTEENTH = (CLASSIC,)
# A wiki page in raw HTML: an Item | Value <table>, a <dl> of settings, a mermaid flowchart, GitHub alert blocks.
NINETEENTH = (CONNECTIONS,)
# An engineering log: timestamped entries whose early guesses later entries correct, then a summary for the porter.
TWENTIETH = (ENGINEERING_LOG,)
# A patch beside its twin in another backend: an "Aspect | this | twin" table and alternating prose.
TWENTY_FIRST = (TWINS,)
# Chinese headings and prose around English code; conditions as 如果 / 仅当 / 除非 / 可能.
TWENTY_SECOND = (DEEPBIND,)
# "Machine-readable output": one YAML block of the writer's own keys, with when: lists, confidence and comments.
TWENTY_THIRD = (VALIDATE_ARGS,)
# An audit table of "Check | Status | Detail" rows marked ✅, ❌, ⚠️ or ➖, most of them negative or conditional.
TWENTY_FOURTH = (AUDIT_MARKS,)
# The gate given as if / else pseudo-code with negations and early returns.
TWENTY_FIFTH = (PSEUDOCODE,)
# The porter's pull request: Primus's facts beside the port's own flag, sites, phase and pins ("Differences from Primus").
TWENTY_SIXTH = (PORT_PR,)
# A terse chat answer: one run-on line of semicolons, parentheses and abbreviations, with a sibling in passing.
TWENTY_SEVENTH = (RUN_ON,)
# A deeply nested numbered outline whose child items give, qualify or contradict their parent's fact.
TWENTY_EIGHTH = (OUTLINE,)
# A config diff: "Key | Before | After the patch | When" rows, conditional writes and read-only keys.
# An inventory of one area whose cells hold several facts split by <br>, with notes about named rows below it.
TWENTY_NINTH = (BSHD, DPA_PROLOGUE)
THIRTIETH = (CONFIG_DIFF,)
# A code walk-through: claims, each over an excerpt pasted with line numbers, branches and all.
THIRTY_FIRST = (WALKTHROUGH,)
# A plain-text memo: ALL-CAPS sections and "FIELD ........ value" lines with dotted leaders, no markup.
THIRTY_SECOND = (LEADERS,)
# A bug ticket: environment, reproduction and traceback of the reporter's cluster, and a Fix section about the patch.
THIRTY_THIRD = (BUG_TICKET,)
# A Google-style docstring: Args with defaults, Patches, Raises, Requires with an optional package, Note, Example.
THIRTY_FOURTH = (DOCSTRING,)
# What changed between two versions: a facts diff with removed and added lines, a decision log with superseded rows.
THIRTY_FIFTH = (CHANGE_DIFF,)
# Exports of other markup: an AsciiDoc page, an org-mode file; and an interview whose answers correct themselves.
THIRTY_SIXTH = (ASCIIDOC,)
THIRTY_SEVENTH = (INTERVIEW,)
THIRTY_EIGHTH = (ORG_MODE,)
# A pasted spreadsheet of facts, a saved shell session, a postmortem's account of a port gone wrong.
THIRTY_NINTH = (CSV_SHEET,)
FORTIETH = (SHELL_SESSION,)
FORTY_FIRST = (POSTMORTEM,)
# A Confluence page, a cheat sheet of ALL-CAPS labels and arrows, a page whose footnotes carry the conditions.
FORTY_SECOND = (CONFLUENCE,)
FORTY_THIRD = (CHEAT_SHEET,)
FORTY_FOURTH = (FOOTNOTES,)
# A LaTeX note, a report in French, the engineer's notes written as a Python module.
FORTY_FIFTH = (LATEX,)
FORTY_SIXTH = (FRENCH,)
FORTY_SEVENTH = (NOTES_MODULE,)
# A report hiding its detail in HTML <details>, a Jira ticket, a whiteboard of ASCII boxes and arrows.
FORTY_EIGHTH = (HTML_DETAILS,)
FORTY_NINTH = (JIRA,)
FIFTIETH = (WHITEBOARD,)
# A traceability matrix with rejected rows, a social-media thread that corrects itself, a review of someone's port.
FIFTY_FIRST = (MATRIX,)
FIFTY_SECOND = (SOCIAL_THREAD,)
FIFTY_THIRD = (PORT_REVIEW,)
# A report in Spanish, a Sphinx reStructuredText page, a superseded decision record.
FIFTY_FOURTH = (SPANISH,)
FIFTY_FIFTH = (SPHINX,)
FIFTY_SIXTH = (ADR,)
# A porting recipe of imperative steps, a comparison of upstream, Primus and the port in three columns, a plain-text email.
FIFTY_SEVENTH = (RECIPE,)
FIFTY_EIGHTH = (COMPARISON,)
FIFTY_NINTH = (PLAIN_EMAIL,)
# A pull-request description with the port's diff and reviewers' corrections, a notebook exported to markdown, a report
# in Chinese.
SIXTIETH = (PULL_REQUEST,)
SIXTY_FIRST = (CE_NOTEBOOK,)
SIXTY_SECOND = (CHINESE_WARMUP,)
SEVENTEENTH = (f"{MOE_INVENTORY}@{DEPRECATED_ID}", f"{MOE_INVENTORY}@{DTOH_ID}", f"{MOE_RENAMED}@{DEPRECATED_ID}")


def extraction_of(case: str) -> Extraction:
    """The draft's facts for a case: a report, or "report@patch" for one row of an inventory table."""
    report, _, patch = case.partition("@")
    return extract((FIXTURES / report).read_text(encoding="utf-8"), patch or None, report)


def drafted(extraction: Extraction) -> dict[str, Any]:
    """Each drafted field as comparable values: scalars as they are, lists and mappings as sets."""
    out: dict[str, Any] = {}
    for name, found in extraction.facts.items():
        if not isinstance(found, list):
            out[name] = found.value
        elif name == "constraints":
            out[name] = {(f.value["param"], f.value["op"], tuple(v) if isinstance(v := f.value["value"], list) else v) for f in found}
        elif name == "module.forward_inputs":
            out[name] = {(f.value["name"], tuple(f.value["shape"])) for f in found}
        else:
            out[name] = {f.value for f in found}
    return out


def wrong_values(report: str, extraction: Extraction) -> list[str]:
    """Every drafted value the report does not state plainly, as 'field: value (why)': outside ALLOWED, or holding a trap."""
    allowed = ALLOWED[report]
    traps = NOWHERE.get(report, ())
    wrong = []
    for name, value in drafted(extraction).items():
        for entry in sorted(value, key=repr) if isinstance(value, set) else [value]:
            trap = next((t for t in traps if t in repr(entry)), None) if name not in ("feature.id", "feature.summary") else None
            expected = allowed.get(name)
            if name not in allowed:
                why = "the report states no such field"
            elif entry not in expected if isinstance(value, set) else expected is not None and value not in _choices(expected):
                why = "not stated plainly"
            elif trap is not None:
                why = f"holds {trap}"
            else:
                continue
            wrong.append(f"{name}: {entry!r} ({why})")
    return wrong


def _choices(expected: Any) -> frozenset[Any] | tuple[Any]:
    """The values a scalar may take: one of a frozenset, else the one expected value."""
    return expected if isinstance(expected, frozenset) else (expected,)


def dropped(report: str, extraction: Extraction) -> list[str]:
    """What the report names that is neither a drafted value nor in a TODO."""
    values = repr(drafted(extraction))
    todos = " ".join(t.why for t in extraction.todos)
    missing = []
    for item in MENTIONED[report]:
        if item.startswith("line "):
            lines = {f.line for f in extraction.facts.get("constraints", [])}
            if int(item.split()[1]) not in lines and not re.search(rf"report {item}\b", todos):
                missing.append(item)
        elif repr(item) not in values and item not in values and item not in todos:
            missing.append(item)
    return missing


def missing_required(case: str, extraction: Extraction) -> list[str]:
    """The values the report states plainly that the draft does not hold."""
    values = drafted(extraction)
    values["upstream.sites"] = values.get("upstream.symbols", set()) | values.get("upstream.aliases", set())
    missing = []
    for name, expected in REQUIRED.get(case, {}).items():
        found = values.get(name)
        if isinstance(expected, set):
            missing += [f"{name}: {v!r}" for v in sorted(expected - (found or set()), key=repr)]
        elif found != expected:
            missing.append(f"{name}: {expected!r} (drafted {found!r})")
    return missing


@pytest.mark.parametrize("report", REPORTS)
def test_no_wrong_value_and_nothing_dropped(report):
    """The draft states only what the report says plainly, and every site, flag and constraint named is a value or a TODO."""
    extraction = extraction_of(report)
    assert wrong_values(report, extraction) == []
    assert dropped(report, extraction) == []


@pytest.mark.parametrize("case", sorted(REQUIRED))
def test_what_the_report_states_plainly_is_drafted(case):
    """Hedging is no escape: the sites, flags, packages and versions the report states plainly are values."""
    assert missing_required(case, extraction_of(case)) == []


# The explorer's own output format, drafted and checked in tests/test_facts_from_explorer.py.
_NOT_STYLE_CASES = frozenset(
    {"deepdive_deepep_dispatcher.md", "deepdive_sequence_parallel_tp1.md", "deepdive_turbo_rms_norm.md", "inventory_megatron.md"}
)


def test_every_fixture_report_is_a_case():
    """A name given twice in these tables (a later round's case reusing an earlier one's constant) would drop a case."""
    cases = {case.partition("@")[0] for case in ALLOWED}
    unread = sorted(f.name for f in FIXTURES.glob("*.md") if f.name not in cases and f.name not in _NOT_STYLE_CASES)
    assert unread == [], unread


def test_counts_over_every_styled_report(capsys):
    """The totals the project reports: wrong values 0 over all styled reports, every named item drafted or a TODO.

    A wrong value is a drafted entry outside ALLOWED, or one holding a trap of NOWHERE; a drop, a MENTIONED item
    neither drafted nor in a TODO; a plain value missing, a REQUIRED value the draft does not hold. The reports
    written with REQUIRED and NOWHERE, and the independent ones, get a line of their own.
    """
    lines = []
    groups = {
        "all": REPORTS,
        "new": [r for r in REPORTS if r in REQUIRED],
        "independent": list(INDEPENDENT),
        "second": list(SECOND_INDEPENDENT),
        "third": list(THIRD_INDEPENDENT),
        "fifth": list(FIFTH),
        "sixth": list(SIXTH),
        "seventh": list(SEVENTH),
        "eighth": list(EIGHTH),
        "ninth": list(NINTH),
        "tenth": list(TENTH),
        "eleventh": list(ELEVENTH),
        "twelfth": list(TWELFTH),
        "thirteenth": list(THIRTEENTH),
        "fourteenth": list(FOURTEENTH),
        "fifteenth": list(FIFTEENTH),
        "sixteenth": list(SIXTEENTH),
        "seventeenth": list(SEVENTEENTH),
        "eighteenth": list(EIGHTEENTH),
        "nineteenth": list(NINETEENTH),
        "twentieth": list(TWENTIETH),
        "twenty-first": list(TWENTY_FIRST),
        "twenty-second": list(TWENTY_SECOND),
        "twenty-third": list(TWENTY_THIRD),
        "twenty-fourth": list(TWENTY_FOURTH),
        "twenty-fifth": list(TWENTY_FIFTH),
        "twenty-sixth": list(TWENTY_SIXTH),
        "twenty-seventh": list(TWENTY_SEVENTH),
        "twenty-eighth": list(TWENTY_EIGHTH),
        "twenty-ninth": list(TWENTY_NINTH),
        "thirtieth": list(THIRTIETH),
        "thirty-first": list(THIRTY_FIRST),
        "thirty-second": list(THIRTY_SECOND),
        "thirty-third": list(THIRTY_THIRD),
        "thirty-fourth": list(THIRTY_FOURTH),
        "thirty-fifth": list(THIRTY_FIFTH),
        "thirty-sixth": list(THIRTY_SIXTH),
        "thirty-seventh": list(THIRTY_SEVENTH),
        "thirty-eighth": list(THIRTY_EIGHTH),
        "thirty-ninth": list(THIRTY_NINTH),
        "fortieth": list(FORTIETH),
        "forty-first": list(FORTY_FIRST),
        "forty-second": list(FORTY_SECOND),
        "forty-third": list(FORTY_THIRD),
        "forty-fourth": list(FORTY_FOURTH),
        "forty-fifth": list(FORTY_FIFTH),
        "forty-sixth": list(FORTY_SIXTH),
        "forty-seventh": list(FORTY_SEVENTH),
        "forty-eighth": list(FORTY_EIGHTH),
        "forty-ninth": list(FORTY_NINTH),
        "fiftieth": list(FIFTIETH),
        "fifty-first": list(FIFTY_FIRST),
        "fifty-second": list(FIFTY_SECOND),
        "fifty-third": list(FIFTY_THIRD),
        "fifty-fourth": list(FIFTY_FOURTH),
        "fifty-fifth": list(FIFTY_FIFTH),
        "fifty-sixth": list(FIFTY_SIXTH),
        "fifty-seventh": list(FIFTY_SEVENTH),
        "fifty-eighth": list(FIFTY_EIGHTH),
        "fifty-ninth": list(FIFTY_NINTH),
        "sixtieth": list(SIXTIETH),
        "sixty-first": list(SIXTY_FIRST),
        "sixty-second": list(SIXTY_SECOND),
    }
    totals = {group: [0, 0, 0, 0] for group in groups}  # values, wrong, dropped, plain values missing
    for report in REPORTS:
        extraction = extraction_of(report)
        wrong = len(wrong_values(report, extraction))
        values = sum(len(v) if isinstance(v, set) else 1 for v in drafted(extraction).values())
        drops = len(dropped(report, extraction))
        missing = len(missing_required(report, extraction))
        for group, members in groups.items():
            if report in members:
                totals[group] = [a + b for a, b in zip(totals[group], (values, wrong, drops, missing))]
        lines.append(f"  {report}: {values} values, {wrong} wrong, {drops} dropped, {missing} plain values missing")
    named = sum(len(MENTIONED[report]) for report in REPORTS)
    with capsys.disabled():
        values, wrong, drops, missing = totals["all"]
        print(
            f"\nexplorer styles: {len(REPORTS)} reports, {values} values drafted, {wrong} wrong; "
            f"{named - drops}/{named} named items drafted or TODO"
        )
        for group, title in (
            ("new", "reports written with REQUIRED and NOWHERE"),
            ("independent", "independent reports"),
            ("second", "second independent reports"),
            ("third", "third independent reports"),
            ("fifth", "fifth-round reports (e-mail, audit tables, blind changelog)"),
            ("sixth", "sixth-round reports (narrative, headingless memo, Q&A checklist)"),
            ("seventh", "seventh-round reports (PR checklist with a diff, chat thread, annotated review)"),
            ("eighth", "eighth-round reports (RFC, notebook transcript, issue thread, HTML runbook)"),
            ("ninth", "ninth-round reports (slide deck, commit as git show prints it, German headings with JSON)"),
            ("tenth", "tenth-round reports (pytest failure log, TOML with comments, man page)"),
            ("eleventh", "eleventh-round reports (inventory with a column of its own, renamed numbered deep-dive, memo)"),
            ("twelfth", "twelfth-round report (code-review thread with quoted diff hunks)"),
            ("thirteenth", "thirteenth-round report (ticket export with a block of fields)"),
            ("fourteenth", "fourteenth-round report (reStructuredText page with a field list)"),
            ("fifteenth", "fifteenth-round report (FAQ with a recommended config)"),
            ("sixteenth", "sixteenth-round report (handover with open questions)"),
            ("seventeenth", "seventeenth-round reports (inventory with a close-up; the same with renamed columns)"),
            ("eighteenth", "eighteenth-round report (a reply quoting the message it corrects)"),
            ("nineteenth", "nineteenth-round report (wiki page in raw HTML)"),
            ("twentieth", "twentieth-round report (engineering log with corrected guesses)"),
            ("twenty-first", "twenty-first-round report (a patch beside its twin in another backend)"),
            ("twenty-second", "twenty-second-round report (Chinese headings and prose)"),
            ("twenty-third", "twenty-third-round report (one YAML block of the writer's own keys)"),
            ("twenty-fourth", "twenty-fourth-round report (audit table with status marks)"),
            ("twenty-fifth", "twenty-fifth-round report (the gate as pseudo-code)"),
            ("twenty-sixth", "twenty-sixth-round report (the porter's pull request)"),
            ("twenty-seventh", "twenty-seventh-round report (one run-on line)"),
            ("twenty-eighth", "twenty-eighth-round report (a nested numbered outline)"),
            ("twenty-ninth", "twenty-ninth-round reports (an inventory with <br> in its cells)"),
            ("thirtieth", "thirtieth-round report (a config diff)"),
            ("thirty-first", "thirty-first-round report (a code walk-through with numbered excerpts)"),
            ("thirty-second", "thirty-second-round report (a memo of dotted-leader fields)"),
            ("thirty-third", "thirty-third-round report (a bug ticket)"),
            ("thirty-fourth", "thirty-fourth-round report (a docstring)"),
            ("thirty-fifth", "thirty-fifth-round report (a change diff between two versions)"),
            ("thirty-sixth", "thirty-sixth-round report (an AsciiDoc page)"),
            ("thirty-seventh", "thirty-seventh-round report (an interview that corrects itself)"),
            ("thirty-eighth", "thirty-eighth-round report (an org-mode file)"),
            ("thirty-ninth", "thirty-ninth-round report (a pasted spreadsheet of facts)"),
            ("fortieth", "fortieth-round report (a saved shell session)"),
            ("forty-first", "forty-first-round report (a postmortem)"),
            ("forty-second", "forty-second-round report (a Confluence page)"),
            ("forty-third", "forty-third-round report (a cheat sheet of ALL-CAPS labels and arrows)"),
            ("forty-fourth", "forty-fourth-round report (conditions in footnotes)"),
            ("forty-fifth", "forty-fifth-round report (a LaTeX note)"),
            ("forty-sixth", "forty-sixth-round report (in French)"),
            ("forty-seventh", "forty-seventh-round report (notes as a Python module)"),
            ("forty-eighth", "forty-eighth-round report (HTML <details> blocks)"),
            ("forty-ninth", "forty-ninth-round report (a Jira ticket)"),
            ("fiftieth", "fiftieth-round report (a whiteboard of ASCII boxes)"),
            ("fifty-first", "fifty-first-round report (a traceability matrix with rejected rows)"),
            ("fifty-second", "fifty-second-round report (a social-media thread)"),
            ("fifty-third", "fifty-third-round report (a review of someone's port)"),
            ("fifty-fourth", "fifty-fourth-round report (in Spanish)"),
            ("fifty-fifth", "fifty-fifth-round report (a Sphinx reStructuredText page)"),
            ("fifty-sixth", "fifty-sixth-round report (a superseded decision record)"),
            ("fifty-seventh", "fifty-seventh-round report (a porting recipe)"),
            ("fifty-eighth", "fifty-eighth-round report (upstream, Primus and the port in three columns)"),
            ("fifty-ninth", "fifty-ninth-round report (a plain-text email)"),
            ("sixtieth", "sixtieth-round report (a pull-request description with reviewers' corrections)"),
            ("sixty-first", "sixty-first-round report (a notebook exported to markdown)"),
            ("sixty-second", "sixty-second-round report (in Chinese)"),
        ):
            values, wrong, drops, missing = totals[group]
            print(
                f"explorer styles, {title}: {len(groups[group])} cases, {values} values drafted, {wrong} wrong, "
                f"{drops} silently dropped, {missing} plain values missing"
            )
        print("\n".join(lines))
    assert totals["all"][1] == 0 and totals["all"][2] == 0


@pytest.mark.parametrize(
    ("report", "trap", "where"),
    [
        ("styled_fp8_context_bold_labels.md", "transformer_engine.pytorch.fp8.fp8_autocast", "a companion patch's symbol"),
        ("styled_fp8_context_bold_labels.md", "disable_fp8_context_patches", "on unless ..."),
        ("styled_fp8_context_bold_labels.md", "NVTE_ROCM_ENABLE_MXFP8", "a note below a table"),
        ("styled_attention_numbered.md", "context_parallel_size", "a warning when ..."),
        ("styled_deepep_code_blocks.md", "moe_token_dispatcher_type", "a conditional side effect"),
        ("styled_rms_norm_tables.md", "tensor_model_parallel_size", "skipped when ..."),
        ("styled_fused_residual_norm_bullets.md", "transformer_engine.pytorch.RMSNorm", "a sibling patch, not called a companion"),
        ("styled_fused_residual_norm_bullets.md", "hidden_dropout", "falls back when ..."),
        ("styled_fused_residual_norm_bullets.md", "Triton is not needed", "a negation after the name"),
        ("styled_fp4_context_code_no_imports.md", "enums.Fp4Recipe", "the code block of a second patch"),
        ("styled_fp4_context_code_no_imports.md", "fp4_param", "prints a notice once when ..."),
        (REDUCE_AMAX, "tensor_model_parallel_size > 1", "a note below the inventory table"),
        (SWIGLU, "primus_turbo", "is not needed, in a table cell"),
        ("styled_te_spec_provider_bold_numbered.md", "moe_use_legacy_grouped_gemm == True", "logs ... when"),
        ("styled_te_spec_provider_bold_numbered.md", "tensor_model_parallel_size == 1", "is not needed"),
    ],
)
def test_a_conditional_is_a_todo_quoting_the_line_never_a_value(report, trap, where):
    """Each trap the old drafts fell into is now a TODO that quotes the report line, and no value names it."""
    extraction = extraction_of(report)
    assert trap not in repr(drafted(extraction)), where
    todo = next(t for t in extraction.todos if trap in t.why)
    assert todo.kind == "check" and "is conditional" in todo.why and '"' in todo.why


@pytest.mark.parametrize("report", REPORTS)
def test_styled_draft_loads_once_its_required_todos_are_filled(report):
    """The draft is valid YAML and valid facts once the required fields the report lacks are filled."""
    extraction = extraction_of(report)
    text = draft_yaml(extraction, report.partition("@")[0])
    if "feature.id" not in extraction.facts:
        text = text.replace("feature:\n", 'feature:\n  id: "filled.by.hand"\n', 1)
    if "feature.summary" not in extraction.facts:
        text = text.replace("feature:\n", 'feature:\n  summary: "Filled by hand."\n', 1)
    if "feature.patch_style" not in extraction.facts:
        text = text.replace("feature:\n", 'feature:\n  patch_style: "function_wrapping"\n', 1)
    facts = parse_facts(text, report)
    if "module.constructor" in extraction.facts:
        assert facts.module.constructor == extraction.facts["module.constructor"].value


def deep_dive(logic: str, requires: str = "`primus_turbo` is required.") -> Extraction:
    """A short deep-dive of `megatron.x.demo` with the given Patch logic and Version compatibility sections."""
    text = (
        "# Demo (`megatron.x.demo`)\n\n## What it does\n\nReplaces a class.\n\n"
        f"## Patch logic\n\n{logic}\n\n## Version compatibility and dependencies\n\n{requires}\n"
    )
    return extract(text, None, "demo.md")


@pytest.mark.parametrize(
    "requires",
    [
        '- **`backend_versions`:** `["<0.17"]`',
        "**backend_versions:** `<0.17`",
        "| Field | Value |\n|---|---|\n| `backend_versions` | `<0.17` |",
    ],
    ids=["bold-label-list", "bold-label-spec", "table-row"],
)
def test_backend_versions_after_a_label_or_in_a_table_are_read(requires):
    """backend_versions is read wherever the report writes it, not only as backend_versions=[...]."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", requires)
    assert drafted(extraction)["requires.backend_versions"] == {"<0.17"}


def test_an_alias_given_as_its_module_and_import_line_is_the_bound_name():
    """ "the alias in `M` (`from X import S as T`)" is the site M.T; "the alias in `M`" alone is no site at all."""
    named = deep_dive("Binding replacement; rebinds the alias in `megatron.core.m` (`from megatron.core.a import B as C`).")
    assert drafted(named)["upstream.aliases"] == {"megatron.core.m.C"}
    bare = deep_dive("Binding replacement; rebinds the alias in `megatron.core.m`.")
    assert "upstream.aliases" not in bare.facts and "upstream.symbols" not in bare.facts
    assert any("megatron.core.m" in n.value for n in bare.notes)


@pytest.mark.parametrize(
    "requires",
    [
        "Transformer Engine is not needed.",
        "`transformer_engine`: not required.",
        "| Package | Version |\n|---|---|\n| `transformer_engine` | not needed |",
    ],
    ids=["prose", "label", "table"],
)
def test_a_package_the_report_says_is_not_needed_is_no_requirement(requires):
    """ "X is not needed" never becomes the requirement X."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", requires)
    assert "transformer_engine" not in repr(drafted(extraction).get("requires.packages", set()))


TICKET = """Port the SDMA all-gather
=======================

Type:              Story
Primus patch id:   torchtitan.fsdp.demo
Upstream source:   primus/backends/torchtitan/patches/demo.py
Patch mechanism:   wrapper around a function (not a class swap)
Trigger:           env var DEMO_ALL_GATHER=1
Registration phase: setup
Min torch:         2.12

Primus wraps `torch.distributed.fsdp.fully_shard`.

m.vasquez (Mon 11:40): Note there's a Megatron twin, megatron.fsdp.demo in primus/backends/megatron/patches/demo_patches.py.
"""


def test_each_line_of_a_block_of_fields_is_a_statement_of_its_own():
    facts = drafted(extract(TICKET, None, "ticket.md"))
    assert facts["feature.patch_style"] == "function_wrapping"
    assert facts["enable.env"] == {("DEMO_ALL_GATHER", "1")}  # a trigger is what turns the patch on
    assert facts["requires.packages"] == {("torch", ">=2.12")}  # "Min torch: 2.12"


def test_of_several_backends_named_the_patch_ids_namespace_is_the_framework():
    assert drafted(extract(TICKET, None, "ticket.md"))["framework.name"] == "torchtitan"


def test_a_requirement_the_report_gives_to_upstream_is_none_of_the_patchs():
    sentence = "Every other path goes to TE's `fused_sort` (that TE >= 2.1.0 requirement belongs to upstream's fused path, not to this patch)."
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", f"{sentence} Needs `torch` only.")
    assert drafted(extraction)["requires.packages"] == {("torch", None)}


def test_a_parallel_size_written_as_an_assignment_is_no_environment_variable():
    logic = 'Binding replacement of `megatron.core.a.B`. It saves work exactly when TP x EP == 1, the "common EP=1 / TP=1 case".'
    extraction = deep_dive(logic)
    assert "enable.env" not in drafted(extraction) and "enable.flags" not in drafted(extraction)


def test_a_bare_rebinding_names_the_style_only_where_no_other_wording_does():
    wrapper = deep_dive("The one and only rebinding is `megatron.core.a.f`. It is a wrapper, not a rewrite: the original is called.")
    assert drafted(wrapper)["feature.patch_style"] == "function_wrapping"
    assert drafted(deep_dive("The one and only rebinding is `megatron.core.a.f`."))["feature.patch_style"] == "binding_replacement"


RST_PAGE = """==============
Demo
==============

:Patch id: ``megatron.x.demo``
:Phase: ``before_train``
:Style: function wrapping (no class is swapped)
:Patch file: ``primus/backends/megatron/patches/demo_patches.py``
:Implementation: ``primus/backends/megatron/core/demo.py``

Patch logic
===========

The handler wraps three callables, all on the module object ``megatron.training.training``.

Requirements
============

:primus_turbo: required, any version.
"""


def test_each_line_of_a_restructuredtext_field_list_is_a_statement_read_wherever_it_stands():
    """A field list above the deep-dive's sections states the style and the implementation's file, not only the phase."""
    facts = drafted(extract(RST_PAGE, None, "page.md"))
    assert facts["feature.patch_style"] == "function_wrapping"
    assert facts["implementation.primus_file"] == "primus/backends/megatron/core/demo.py"
    assert facts["enable.phase"] == "before_train"


@pytest.mark.parametrize(
    "sentence",
    [
        "Rebinding `megatron.core.a.f` alone would **not** reach the training loop; `T.f = wrapped` does.",
        "The class `megatron.core.a.F` itself is not modified.",
        "Wrapping `megatron.core.a.f` is not needed: the training loop reads its own alias.",
    ],
)
def test_a_path_whose_own_predicate_is_negated_is_a_todo_never_a_site(sentence):
    extraction = deep_dive(sentence)
    values = drafted(extraction)
    assert "megatron.core.a" not in repr(values.get("upstream.symbols", set()) | values.get("upstream.aliases", set()))
    assert any("megatron.core.a." in t.why for t in extraction.todos)


FAQ_PAGE = """# FAQ: porting `torchtitan.x.demo`

### What turns it on?

Both of these, in the job config:

- `primus_turbo.enable_demo` must be true, and
- `primus_turbo.use_demo` must be true.

**What does the handler replace?**

`torchtitan.components.demo.Converter` is rebound to `DemoConverter`.

### What config would you recommend?

```yaml
compile:
  enable: true
```
"""


def test_an_faqs_question_about_turning_it_on_heads_how_to_enable():
    assert drafted(extract(FAQ_PAGE, None, "faq.md"))["enable.flags"] == {("primus_turbo.enable_demo", True), ("primus_turbo.use_demo", True)}


def test_a_yaml_key_is_read_under_the_keys_it_is_nested_in_and_a_code_line_is_never_a_gate_label():
    # "enable: true" under "compile:" read alone, as the label "Enable:", was drafted as the flag enable=true.
    assert "compile" not in repr(drafted(extract(FAQ_PAGE, None, "faq.md")).get("enable.flags"))
    sentences = list(split_sentences([Block(1, "compile:\n  enable: true\nmodel:\n  converters:\n    - x\nseed: 3", fence=True)]))
    assert [s.segments[1][1] for s in sentences] == ["compile:", "compile.enable: true", "model:", "converters:", "x", "seed: 3"]


def test_a_path_said_to_be_rebound_to_its_replacement_is_a_site():
    assert drafted(extract(FAQ_PAGE, None, "faq.md"))["upstream.symbols"] == {"torchtitan.components.demo.Converter"}


def test_an_open_questions_section_states_nothing():
    text = (
        "# Demo (`megatron.x.demo`)\n\n## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n\n"
        "## Requirements\n\n`torch` is required.\n\n## Open questions\n\n"
        "1. **ROCm only?** Every run I know of is on MI300 nodes.\n"
        "2. **Does `tensor_model_parallel_size > 1` need anything?** Possibly `tensor_model_parallel_size == 1` until tested.\n"
    )
    extraction = extract(text, None, "demo.md")
    assert "requires.platform" not in drafted(extraction) and "constraints" not in drafted(extraction)
    assert any("an open question" in t.why and "tensor_model_parallel_size" in t.why for t in extraction.todos)


def test_a_tables_default_column_is_no_flag():
    logic = "Binding replacement of `megatron.core.a.B`.\n\n| key | default | meaning |\n|---|---|---|\n| `use_demo` | `False` | master switch |"
    assert "enable.flags" not in drafted(deep_dive(logic))


@pytest.mark.parametrize(
    "logic",
    ["The handler *wraps* (not replaces) `megatron.core.a.f`.", "It rebinds `megatron.core.a.f`. All three are wrappers around the originals."],
)
def test_wrapping_set_against_replacing_is_function_wrapping(logic):
    assert drafted(deep_dive(logic))["feature.patch_style"] == "function_wrapping"


def test_cuda_and_hip_named_as_one_restrict_no_platform():
    extraction = extract(INVENTORY_ROW.format(requires="nothing declared; CUDA/HIP streams (GPU only)"), "megatron.x.demo", "inventory.md")
    assert "requires.platform" not in drafted(extraction)


def test_a_package_at_a_version_given_in_words_is_a_todo_not_any_version():
    extraction = extract(INVENTORY_ROW.format(requires="imports pin it to an old megatron-core"), "megatron.x.demo", "inventory.md")
    assert "megatron-core" not in repr(drafted(extraction).get("requires.packages"))
    assert any("version given in words" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "sentence",
    ["fp8 with `DeprecatedTEGroupedMLP` requires `transformer_engine`.", "- `DeprecatedGroupedMLP`: `add_bias_linear` must be false."],
)
def test_a_requirement_of_one_case_or_one_class_is_a_todo(sentence):
    values = drafted(deep_dive("Binding replacement of `megatron.core.a.B`.", f"`torch` is required.\n\n{sentence}"))
    assert "transformer_engine" not in repr(values) and "add_bias_linear" not in repr(values)


INVENTORY_ROW = """| Patch | What it does | Patch logic | Code location | How to enable | Requires |
|---|---|---|---|---|---|
| `megatron.x.demo` | Demo. | `megatron.core.a.B` -> `primus.x.B` | `primus/x.py` | `use_demo: true` | {requires} |
"""


def test_an_inventory_rows_close_up_is_its_deep_dive_and_no_note_of_another_row():
    """Part B, headed with one row's id, is read as that row's deep-dive; the other row's draft holds none of it."""
    other = extraction_of(f"{MOE_INVENTORY}@{DTOH_ID}")
    assert not any("moe_token_dispatcher_type" in t.why or "Deprecated" in t.why for t in other.todos)


def test_a_quoted_message_and_struck_through_claims_state_nothing():
    logic = "Binding replacement of `megatron.core.a.B`.\n\n> Dana wrote: it runs at `phase=\"before_train\"` and asserts `tensor_model_parallel_size == 1`."
    values = drafted(deep_dive(logic, "`torch` is required. ~~It needs `primus_turbo>=0.2.0`~~"))
    assert "enable.phase" not in values and "constraints" not in values
    assert values["requires.packages"] == {("torch", None)}


def test_a_sentence_about_defaults_names_no_flag_but_an_aside_about_one_leaves_the_gate():
    enable = "## How to enable\n\nThe yaml defaults `use_demo: false` and `enable_demo: true`.\n\n`use_other` is true (default false).\n"
    values = drafted(extract(f"# Demo (`megatron.x.demo`)\n\n## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n\n{enable}", None, "d.md"))
    assert values["enable.flags"] == {("use_other", True)}


def test_a_bold_label_ends_the_part_the_bold_label_before_it_opened():
    text = (
        "# Demo (`megatron.x.demo`)\n\n**What it does:** swaps the attention.\n\n**Rebinding sites:**\n\n"
        "- `megatron.core.a.B` → `DemoB`\n\n**Requires:** `torch`.\n"
    )
    assert drafted(extract(text, None, "d.md"))["upstream.symbols"] == {"megatron.core.a.B"}


def test_a_raw_html_table_and_definition_list_are_read_as_their_markdown_forms():
    text = (
        "# Demo\n\n<table>\n  <tr><th>Item</th><th>Value</th></tr>\n"
        "  <tr><td>Patch id</td><td><code>megatron.x.demo</code></td></tr>\n"
        "  <tr><td>Description (<code>description=</code>)</td><td>Set the demo from the config</td></tr>\n"
        "  <tr><td>Backend / phase</td><td><code>backend=\"megatron\"</code><br><code>phase=\"setup\"</code></td></tr>\n"
        "</table>\n\n<dl>\n  <dt>Patch style</dt><dd>Env var / lifecycle hook</dd>\n</dl>\n\n"
        "`setup` runs after the `build_args` phase.\n"
    )
    values = drafted(extract(text, "megatron.x.demo", "wiki.md"))
    assert values["feature.summary"] == "Set the demo from the config"
    assert values["enable.phase"] == "setup" and values["feature.patch_style"] == "env_or_lifecycle"


def test_a_signatures_defaults_and_a_compared_value_are_no_flags():
    logic = (
        "The condition checks `use_demo`: define patched_init(self, config, submodules=None, gate=False) and enable it when "
        "`use_demo` is true; our gate = TE >= 2.6.0dev0."
    )
    assert drafted(deep_dive(logic))["enable.flags"] == {("use_demo", True)}


def test_what_a_helper_defined_in_a_file_wraps_is_no_site():
    logic = (
        "It rebinds `megatron.core.a.B.__init__`; is_min = te_patches/utils.py L14 → wraps `megatron.core.utils.is_min` "
        "and returns False on any exception."
    )
    assert drafted(deep_dive(logic))["upstream.symbols"] == {"megatron.core.a.B.__init__"}


def test_the_description_quoted_after_the_patch_id_is_the_summary():
    text = "# Log\n\n## Summary for porter\n\n- id: megatron.x.demo — \"Fix the demo in TE >= 2.6\"\n- phase: before_train\n"
    assert drafted(extract(text, None, "log.md"))["feature.summary"] == "Fix the demo in TE >= 2.6"


def test_a_package_denied_once_in_a_sentence_is_denied_throughout_it():
    values = drafted(deep_dive("Binding replacement of `maxtext.a.log`.", "It does not import `jax` itself: it only names the loggers `jax`."))
    assert "jax" not in repr(values.get("requires.packages"))


def test_a_comparison_tables_column_of_this_patch_is_read_and_the_twins_is_not():
    text = (
        "# `maxtext.demo` beside `torchtitan.demo`\n\n| Aspect | MaxText (`maxtext.demo`) | TorchTitan (`torchtitan.demo`) |\n"
        "|---|---|---|\n| Description | \"Route the MaxText demo\" | \"Route the TorchTitan demo\" |\n"
        "| Phase | `setup` | `before_train` |\n\n## What it does\n\nIn MaxText, the demo logs through absl.\n\n"
        "## Patch logic\n\nBinding replacement of `maxtext.a.log`.\n"
    )
    values = drafted(extract(text, "maxtext.demo", "twins.md"))
    assert values["feature.summary"] == "Route the MaxText demo" and values["enable.phase"] == "setup"


@pytest.mark.parametrize(
    ("what", "logic", "requires"),
    [("功能说明", "补丁逻辑", "版本兼容性与依赖"), ("Was es tut", "Patch-Logik", "Abhängigkeiten")],
    ids=["chinese", "german"],
)
def test_the_five_parts_are_read_by_their_names_in_chinese_and_german(what, logic, requires):
    text = (
        f"# `megatron.x.demo`\n\n## 1. {what}\n\nThe stale `transformer_engine` library shadows `aiter`.\n\n"
        f"## 2. {logic}\n\nBinding replacement of `megatron.core.a.B`.\n\n## 4. {requires}\n\n- `transformer_engine` < 2.14.0\n"
    )
    assert drafted(extract(text, None, "zh.md"))["requires.packages"] == {("transformer_engine", "<2.14.0")}


def test_the_text_after_a_label_naming_description_is_the_summary():
    what = "补丁描述（`description=`）原文：Install the demo hook before training."
    text = f"# `megatron.x.demo`\n\n## What it does\n\nA stale library shadows a symbol.\n\n{what}\n\n## Patch logic\n\nIt wraps `megatron.core.a.f`.\n"
    assert drafted(extract(text, None, "d.md"))["feature.summary"] == "Install the demo hook before training."


def test_an_audit_rows_status_mark_says_whether_it_states_anything():
    table = (
        "| Check | Status | Detail |\n|---|---|---|\n"
        "| Patch style: binding replacement | ❌ | nothing is reassigned |\n"
        "| Patch style: source-string rewrite | ✅ | `inspect.getsource` + `exec` |\n"
        "| Needs `primus_turbo` | ❌ | no Turbo import |\n"
        "| Phase | ✅ | `before_train` |\n"
    )
    values = drafted(extract(f"# `megatron.x.demo` audit\n\n{table}", None, "audit.md"))
    assert values["feature.patch_style"] == "source_rewrite" and values["enable.phase"] == "before_train"
    assert "requires.packages" not in values


def test_a_setting_the_report_says_turns_nothing_on_is_no_flag():
    logic = (
        "Binding replacement of `megatron.core.a.B`.\n\nNotes on the gate:\n\n"
        "1. `model_type` is no switch: only the exact string `\"mamba\"` enables it; `model_type: gpt` (the default in\n"
        "   `language_model.yaml`) does not.\n"
    )
    assert "gpt" not in repr(drafted(deep_dive(logic)).get("enable.flags"))


def test_the_ports_own_choices_and_its_tests_state_nothing_of_primus():
    text = (
        "# Port `megatron.x.demo`\n\n## Patch logic\n\nBinding replacement of `megatron.core.a.B`; Primus gates it on `use_demo: true`.\n\n"
        "## Requirements\n\nNo ROCm-only gate: the mesh uses `device_type=\"cuda\"`. `torch` >= 2.4.0.\n\n"
        "## Differences from Primus\n\n- **Flag.** Our port is turned on by our own flag (`demo_impl: ours`).\n"
        "- **Parallelism.** We assert `data_parallel_replicate_degree == 1`.\n\n"
        "## Testing\n\n- Unit: checks that with `demo_impl: ours` the site binds our object.\n"
    )
    values = drafted(extract(text, None, "pr.md"))
    assert values["enable.flags"] == {("use_demo", True)} and "constraints" not in values


def test_a_one_line_answer_is_no_title_and_its_patch_is_the_one_said_registered():
    answer = (
        "Short version: it is `megatron.x.demo` (registered in `primus/backends/megatron/patches/demo.py:10`, phase `setup`); "
        "the handler does `import megatron.core.a as mod` then `mod.C.forward = f`, touching `self.router` and `model.py`; "
        "no config side effects, though every flavor sets `score_first=False`."
    )
    values = drafted(extract(answer, None, "chat.md"))
    assert values["feature.id"] == "megatron.x.demo"
    assert values["upstream.symbols"] == {"megatron.core.a.C.forward"} and "enable.side_effects" not in values


def test_the_class_whose_method_is_rebound_is_no_site():
    assert "upstream.symbols" not in drafted(deep_dive("It rebinds the *method* on the upstream class `megatron.core.a.C`."))


def test_a_keyword_argument_and_upstreams_own_check_are_no_facts_of_the_patch():
    logic = (
        "Binding replacement of `megatron.core.a.B`. The gate is on: `g=g.to(query.dtype)` instead of `g=g`.\n\n"
        "`packed_seq_params` must be None: this is upstream's own raise, not the patch's."
    )
    values = drafted(deep_dive(logic))
    assert "enable.flags" not in values and "constraints" not in values


def test_a_header_of_bold_fields_running_on_into_text_is_a_field_a_line():
    text = (
        "# Config diff\n\n**Patch id:** `megatron.x.demo`\n**Backend:** megatron\n"
        "**Patch style:** config / arg rewrite (N/A): no upstream symbol is replaced.\n"
        "**What it does:** Configure the demo.\nIt fills in a name\nfrom the experiment.\n\n"
        "## Requires\n\nNothing beyond Megatron-LM.\n\n## Porting notes\n\nCopy the handler.\n"
    )
    assert drafted(extract(text, None, "diff.md"))["feature.patch_style"] == "config_rewrite"


def test_two_classes_methods_of_one_name_are_two_symbols():
    logic = "It rebinds `megatron.core.a.Attention.forward` → `_new_forward` and `transformer_engine.b.FusedFunc.forward` → `_capture`."
    values = drafted(deep_dive(logic))
    assert values["upstream.symbols"] == {"megatron.core.a.Attention.forward", "transformer_engine.b.FusedFunc.forward"}


def test_dotted_leader_fields_are_fields_and_an_empty_aliases_field_names_no_site():
    memo = (
        "A MEMO\n\nPATCH LOGIC\n\nPATCH ID ............ megatron.x.demo\nREPLACES ............ megatron.core.a.B.forward\n"
        "ALIASES ............. none needed (the class object is shared, so megatron.core.C sees the change)\n"
        "PHASE ............... before_train\nSIDE EFFECTS ........ none\n"
        "CONSTRAINT .......... overlap_grad_reduce = true (upstream asserts it whenever overlap_param_gather is set)\n"
        "SEE ALSO ............ megatron.training.other_patch (not covered here)\n"
    )
    values = drafted(extract(memo, None, "memo.md"))
    assert values["feature.id"] == "megatron.x.demo" and values["upstream.symbols"] == {"megatron.core.a.B.forward"}
    assert "upstream.aliases" not in values and "enable.side_effects" not in values


def test_a_file_labelled_the_implementation_outranks_the_handlers_file():
    location = (
        "- Installer: `primus/backends/megatron/patches/demo_patches.py` (handler `patch_demo`)\n"
        "- Implementation: `primus/backends/megatron/core/demo.py` (factory `make_demo`)\n"
    )
    extraction = extract(f"# `megatron.x.demo`\n\n## Patch logic\n\nIt rebinds `megatron.core.a.f`.\n\n## Code location\n\n{location}", None, "d.md")
    assert drafted(extraction)["implementation.primus_file"] == "primus/backends/megatron/core/demo.py"


def test_a_class_named_in_a_requirements_list_is_no_package():
    values = drafted(deep_dive("It wraps `megatron.core.a.f`.", "Requires: `torch`, megatron-core (imports `LanguageModule` and `AttnBackend`)."))
    assert values["requires.packages"] == {("torch", None), ("megatron-core", None)}


def test_a_bare_rebinding_leaves_the_style_to_a_todo_where_a_conditional_sentence_names_another():
    logic = (
        "If there is an override, the handler installs a wrapper that calls the original (function wrapping). "
        "Rebinding the module attribute `megatron.core.a.get_spec` is enough because the trainer calls it by module."
    )
    extraction = deep_dive(logic)
    assert "feature.patch_style" not in drafted(extraction)
    assert any(t.field == "feature.patch_style" and "function wrapping" in t.why for t in extraction.todos)


def test_a_line_a_diff_removes_is_no_fact_and_a_wrappers_argument_is_no_flag():
    text = (
        "# Changes to `megatron.x.demo`\n\n```diff\n-description: Old text of the demo.\n+description: New text of the demo.\n"
        " phase: before_train\n```\n\n## Patch logic\n\nFunction wrapping of `megatron.core.a.f`: the wrapper overrides "
        "`num_microbatches` when it is > 0 and `forward_only` is false.\n"
    )
    values = drafted(extract(text, None, "diff.md"))
    assert values["feature.summary"] == "New text of the demo." and "enable.flags" not in values


def test_a_package_version_in_a_table_is_its_specifier_not_a_constraint():
    """A versions table gives the package its specifier; a comparison on a backend's version is no run-config constraint."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`.",
        "| Package | Version |\n|---|---|\n| `transformer_engine` | `>= 2.6` |\n| Megatron-Core | `megatron_core < 0.17` |",
    )
    values = drafted(extraction)
    assert values["requires.packages"] == {("transformer_engine", ">=2.6")}
    assert "constraints" not in values
    assert any("megatron_core < 0.17" in t.why for t in extraction.todos)


def test_a_quote_keeps_the_underscores_of_its_code():
    """`__init__` is quoted as written, not read as bold markup."""
    extraction = deep_dive("When V2 is on, `megatron.core.a.B.__init__` is wrapped as well.")
    assert any("megatron.core.a.B.__init__ is wrapped" in t.why for t in extraction.todos)


def test_an_inventory_note_about_another_row_is_left_to_that_row():
    """A note below the table that names another patch's id gives this row no TODO; one naming this row does."""
    reduce_amax, swiglu = extraction_of(REDUCE_AMAX), extraction_of(SWIGLU)
    assert any("report line 16" in t.why for t in reduce_amax.todos)
    assert not any("report line 16" in t.why for t in swiglu.todos)
    assert any("report line 19" in t.why for t in swiglu.todos)
    assert not any("report line 19" in t.why for t in reduce_amax.todos)


@pytest.mark.parametrize(
    ("case", "trap", "where"),
    [
        (TITAN, "replace_turbo_attention_modules", "a porting step telling the user to call it"),
        (TITAN, "torchtitan.models.gpt_oss.model.model.Attention", "a sibling patch's site"),
        (TITAN, "0.3.2.dev48", "what an image ships, in a sentence"),
        (TITAN, "Transformer Engine", "a package the report says is not needed"),
        (SCHEDULE, "megatron.core.optimizer.ChainedOptimizer", "what 'that patch' swaps"),
        (SCHEDULE, "megatron.core.parallel_state.is_pipeline_last_stage", "a sibling patch named by its id"),
        (SCHEDULE, "offload", "a constraint in words"),
        (SCHEDULE, "d3528a21", "a submodule commit"),
        (LOGGER, "condition=lambda ctx: True", "a lambda's parameter"),
        (LOGGER, "Transformer Engine", "a negated package in a note"),
    ],
)
def test_what_the_report_names_without_a_value_is_a_todo(case, trap, where):
    """Nothing the report names is dropped in silence: what is no value of this patch is quoted in a TODO."""
    extraction = extraction_of(case)
    assert trap not in repr(drafted(extraction)), where
    assert any(trap in t.why and t.kind == "check" for t in extraction.todos), where


def test_a_module_alone_is_never_a_site():
    """`M` next to `M.f`, or called a module, is where a name lives, not a binding to rebind."""
    extraction = deep_dive(
        "Binding replacement: rebinds `megatron.core.a.f` and `megatron.core.b` (which imports `f`).\n\n"
        "It also rebinds the name in every module that imported it, at least `megatron.core.c`; see `megatron.core.c.f`."
    )
    sites = drafted(extraction).get("upstream.symbols", set()) | drafted(extraction).get("upstream.aliases", set())
    assert "megatron.core.a.f" in sites
    assert not sites & {"megatron.core.b", "megatron.core.c"}


def test_another_patch_in_the_same_namespace_gives_no_value():
    """A sibling patch named only by its id (`megatron.x.other` next to `megatron.x.demo`) gives none of its sites."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`. `megatron.x.other` replaces `megatron.core.c.D` as well.")
    assert "megatron.core.c.D" not in repr(drafted(extraction))
    assert any("megatron.core.c.D" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "sentence",
    ["Call `make_block(config)` yourself after the model is built.", "The table is built by `make_block(config)`."],
    ids=["advice", "factory-call"],
)
def test_a_constructor_only_from_an_explicit_statement(sentence):
    """A call in prose is no constructor; "constructed as `Class(...)`" is."""
    assert "module.constructor" not in deep_dive(f"Binding replacement of `megatron.core.a.B`. {sentence}").facts
    stated = deep_dive("Binding replacement of `megatron.core.a.B`. The module is constructed as `B(config, size)`.")
    assert drafted(stated)["module.constructor"] == "B(config, size)"


def test_a_lambda_parameter_is_no_flag():
    """`condition=lambda ctx: True` says the patch is always on: no flag named ctx."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`, with `condition=lambda ctx: True` and `phase=setup`.")
    assert "enable.flags" not in extraction.facts


@pytest.mark.parametrize(
    "text",
    [
        "Patch `megatron.x.demo`: deep-dive\n\n## What it does\n\nReplaces a class.\n\n## Patch logic\n\nBinding replacement.\n",
        "# Deep-dive\n\n**Name:** `megatron.x.demo`\n\n## What it does\n\nReplaces a class.\n\n## Patch logic\n\nBinding replacement.\n",
        (
            "# Deep-dive\n\n| Field | Value |\n|---|---|\n| Patch id | `megatron.x.demo` |\n\n"
            "## What it does\n\nReplaces.\n\n## Patch logic\n\nBinding replacement.\n"
        ),
    ],
    ids=["plain-title-line", "name-label", "patch-id-row"],
)
def test_the_feature_id_from_a_plain_title_or_a_label(text):
    """The patch id is read from a title that is no heading, and from a Name or Patch id label."""
    assert extract(text, None, "demo.md").facts["feature.id"].value == "megatron.x.demo"


def test_flags_joined_by_and_share_their_value():
    """ "requires `a` and `b` to both be true" gives both flags; "`p` must be one of `x`, `y`" an in constraint."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`. Its condition requires `use_a` and `use_b` to both be true. "
        "`algo` must be one of `x`, `y` or `z` (launcher.py:5)."
    )
    values = drafted(extraction)
    assert values["enable.flags"] == {("use_a", True), ("use_b", True)}
    assert values["constraints"] == {("algo", "in", ("x", "y", "z"))}


def test_a_sibling_version_gate_gives_no_backend_version():
    """ "Unlike the sibling `x`, which is gated to `<0.17`" is about that patch: every reader skips it, the version one too."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`.",
        "Unlike the sibling `megatron.x.other`, which is gated to megatron-core `<0.17`, nothing here limits the version.",
    )
    assert "requires.backend_versions" not in extraction.facts
    assert any("<0.17" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "logic",
    [
        "Function wrapping of `megatron.core.a.B.f`; the wrapper delegates when `recompute_ids is None`.",
        "Function wrapping of `megatron.core.a.B.f`: the wrapper falls through to the original if `recompute_ids is None`.",
        "Function wrapping of `megatron.core.a.B.f`. It reads the args and, if `args.recompute_ids == 1`, sets `args.x = False`.",
    ],
    ids=["delegates-when", "falls-through-if", "if-then-sets"],
)
def test_when_the_patch_does_nothing_is_its_gate_never_a_constraint(logic):
    """A clause saying when the patch acts or does nothing is its gate: a TODO quoting it, never a constraint nor its negation."""
    extraction = deep_dive(logic)
    assert "constraints" not in extraction.facts
    assert any("recompute_ids" in t.why for t in extraction.todos)


def test_key_value_tables_are_labelled_statements_and_headers_no_values():
    """ "| Item | Value |" is no summary; "| Description | x |" is, and "| phase | `before_train` |" the phase."""
    text = (
        "# megatron.x.demo — notes\n\n## What it does\n\n| Item | Value |\n|---|---|\n| Description | Replaces a class. |\n\n"
        "## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n\n| Registration | Value |\n|---|---|\n| phase | `before_train` |\n"
    )
    extraction = extract(text, None, "demo.md")
    assert drafted(extraction)["feature.id"] == "megatron.x.demo"
    assert drafted(extraction)["feature.summary"] == "Replaces a class."
    assert drafted(extraction)["enable.phase"] == "before_train"


def test_constraints_from_a_table_and_from_must_be():
    """Param | Op | Value rows and "`x` must be true" are constraints; a row the draft cannot write is a TODO."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`. The layer asserts that `use_bias` must be false (a.py:3).\n\n"
        "| Param | Op | Value | Source |\n|---|---|---|---|\n| `granularity` | `==` | `full` | `a.py:9` raise |\n"
        "| `ids` | not empty | — | `a.py:12` raise |\n"
    )
    assert drafted(extraction)["constraints"] == {("use_bias", "==", False), ("granularity", "==", "full")}
    assert any("ids not empty" in t.why and t.field == "constraints" for t in extraction.todos)


def test_the_patch_id_from_a_sentence_that_says_more():
    """ "Patch `x` replaces ..." names the report's patch mid-paragraph; a sentence about a sibling patch names another."""
    text = (
        "# Notes\n\n## What it does\n\nPatch `megatron.x.demo` replaces a class. The sibling patch `megatron.x.other` does more.\n\n"
        "## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n"
    )
    extraction = extract(text, None, "demo.md")
    assert extraction.facts["feature.id"].value == "megatron.x.demo"
    assert extraction.facts["feature.summary"].value == "Patch megatron.x.demo replaces a class."


@pytest.mark.parametrize(
    ("what", "summary"),
    [
        ("Replaces a class only when `use_x` is true. It is registered at `before_train`.", "Replaces a class only when use_x is true."),
        ("Short version: Replaces a class. More below.", "Short version: Replaces a class."),
        ("In short:\n\nReplaces a class.", "Replaces a class."),
        ("| Item | Finding |\n|---|---|\n| Purpose | Replaces a class. |", "Replaces a class."),
    ],
    ids=["hedged-first-sentence", "label-in-sentence", "lead-in", "audit-row"],
)
def test_the_summary_is_the_first_descriptive_sentence(what, summary):
    """A condition in the first sentence keeps it the summary; a lead-in is skipped and a row's label dropped."""
    text = f"# `megatron.x.demo`\n\n## What it does\n\n{what}\n\n## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n"
    assert extract(text, None, "demo.md").facts["feature.summary"].value == summary


@pytest.mark.parametrize(
    "logic",
    [
        "Binding replacement of `megatron.core.a.B`. The handler also sets `megatron.core.m.HAVE_TE = True`.",
        "Binding replacement of `megatron.core.a.B`. The handler also sets megatron.core.m.HAVE_TE = True.",
        "Binding replacement of `megatron.core.a.B`:\n\n```python\nmegatron.core.m.HAVE_TE = True\n```",
    ],
    ids=["code-span", "bare", "code-block"],
)
def test_a_module_level_flag_is_neither_a_site_nor_a_side_effect(logic):
    """`M.HAVE_TE = True` sets a flag of a module: no alias, no side effect, a TODO that names it."""
    extraction = deep_dive(logic)
    assert "HAVE_TE" not in repr(drafted(extraction))
    assert any("megatron.core.m.HAVE_TE" in t.why and "module-level flag" in t.why for t in extraction.todos)


def test_an_attribute_set_on_an_object_is_no_side_effect():
    """`layer.use_turbo = True` is set on a layer, not in the run config; `args.x = v` and a config section's key are."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`. The handler sets `layer.use_turbo = True` on each layer. "
        'The handler sets `args.moe_token_dispatcher_type = "flex"` and `parallelism.enable_async_tensor_parallel = True`.'
    )
    assert drafted(extraction)["enable.side_effects"] == {
        ("moe_token_dispatcher_type", "flex"),
        ("parallelism.enable_async_tensor_parallel", True),
    }
    assert any("layer.use_turbo" in t.why and "not a run-config key" in t.why for t in extraction.todos)


def test_bare_site_bullets_are_sites():
    """Bullets without backticks: a module under "rebinds `S` in these modules:" is M.S; `module.Symbol` is itself."""
    extraction = deep_dive(
        "The handler rebinds `TESpecProvider` in these modules:\n\n- megatron.core.a\n- megatron.core.b.TESpecProvider\n\n"
        "Binding replacement. Sites the handler rebinds:\n\n- megatron.core.c.Dispatcher\n- megatron.core.d.Dispatcher\n"
    )
    values = drafted(extraction)
    sites = values.get("upstream.symbols", set()) | values.get("upstream.aliases", set())
    assert sites == {
        "megatron.core.a.TESpecProvider",
        "megatron.core.b.TESpecProvider",
        "megatron.core.c.Dispatcher",
        "megatron.core.d.Dispatcher",
    }


@pytest.mark.parametrize(
    ("requires", "platform"),
    [
        ("| Check | Result |\n|---|---|\n| Platform | Not restricted in code |", "any"),
        ("| Check | Notes |\n|---|---|\n| Platform | Not restricted in code |", "any"),
        ("Nothing in the code restricts the platform.", "any"),
        ("**Platform:** any", "any"),
    ],
    ids=["keyed-row", "plain-row", "prose", "label"],
)
def test_a_platform_without_restriction_is_any(requires, platform):
    """ "Platform | Not restricted in code" says the port runs anywhere: requires.platform any, never silence."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", requires)
    assert drafted(extraction)["requires.platform"] == platform


def test_a_platform_the_draft_cannot_read_is_a_todo():
    """A labelled platform that is none of any, ROCm or CUDA is a TODO quoting its line."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", "| Check | Result |\n|---|---|\n| Platform | MI300 nodes |")
    assert "requires.platform" not in extraction.facts
    assert any(t.field == "requires.platform" and "MI300 nodes" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "gate",
    [
        "The patch runs only when use_turbo_x is true.",
        "The patch runs only when `use_turbo_x` is true.",
        "It is applied only if `use_turbo_x` is true.",
    ],
    ids=["bare", "code-span", "applied-only-if"],
)
def test_the_patch_gate_is_a_flag(gate):
    """ "The patch runs only when `x` is true" states this patch's gate: the flag x: true."""
    assert drafted(deep_dive(f"Binding replacement of `megatron.core.a.B`. {gate}"))["enable.flags"] == {("use_turbo_x", True)}


def test_a_gate_without_a_value_is_a_todo_quoting_its_line():
    """ "The gate requires args.x" names the key x without a value: a TODO that quotes the line, never dropped."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`. The gate requires args.use_turbo_x to pass.")
    assert "enable.flags" not in extraction.facts
    assert any("`use_turbo_x` without a value" in t.why and "The gate requires args.use_turbo_x" in t.why for t in extraction.todos)


def test_another_branch_of_the_condition_gives_no_flag():
    """ "For the legacy path, `x` must be true as well (the second branch)" is one way in, not the gate: a TODO."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`. The patch runs only when `use_a` is true. "
        "For the legacy path, `use_b` must be true as well (the second branch of the same condition)."
    )
    assert drafted(extraction)["enable.flags"] == {("use_a", True)}
    assert any("use_b" in t.why for t in extraction.todos)


def test_the_id_key_of_a_dict_names_the_patch_a_module_beside_the_words_patch_key_does_not():
    report = (
        "# port notes\n\n```python\n"
        'PATCH = {"id": "megatron.fp8.delayed_update", "phase": "before_train"}\n'
        "# the re-apply guard marks the\n#   megatron.training.training module with the patch key.\n```\n"
    )
    assert drafted(extract(report, None, "notes.md"))["feature.id"] == "megatron.fp8.delayed_update"
