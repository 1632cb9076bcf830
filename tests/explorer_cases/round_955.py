"""Round 955: a blog post exported as Markdown (title, subtitle, claps and read time, images, gists as links, pull quotes, a
Responses section): an update taking back a distributed-optimizer claim, a reader's response on the ValueError, a
hypothetical environment variable, the FSDP2 neighbour, packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import HSDP_ALLOWED

REPORT = "nine_hundred_fifty_fifth_medium_post_hsdp.md"

TITLE = "nine-hundred-and-fifty-fifth-round report (a blog post exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            **HSDP_ALLOWED,
        },
        required={
            'feature.id': 'megatron.args.hsdp',
            'feature.summary': "Map data_parallel_replicate_degree to Megatron's num_distributed_optimizer_instances so that initialize_model_parallel creates the HSDP process groups (intra-partial shard + inter-instance replicate).",
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('use_distributed_optimizer', 'primus_turbo', 'transformer_engine', 'PRIMUS_HSDP'),
        mentioned=(),
    ),
}
