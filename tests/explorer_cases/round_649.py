"""Round 649: a Yuque (语雀) doc from its OpenAPI, written in Chinese (the Markdown body beside its Lake and HTML copies):
a struck phase, a version the writer had written and takes back on its line ("请忽略这句"), a supposed config led by a
full-width colon, the torch FSDP2 patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_forty_ninth_yuque_openapi_json_hsdp.md"

TITLE = "six-hundred-and-forty-ninth-round report (a Yuque doc from its OpenAPI)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.hsdp',
            'feature.patch_style': 'config_rewrite',
            'framework.name': 'megatron-lm',
        },
        required={
            'feature.id': 'megatron.args.hsdp',
            'feature.patch_style': 'config_rewrite',
        },
        nowhere=('0.12.0', 'before_train', "'modules", "('use_torch_fsdp2'", "('ckpt_format'", 'TorchFullyShardedDataParallel', 'initialize_model_parallel'),
        mentioned=('use_torch_fsdp2', 'ckpt_format'),
    ),
}
