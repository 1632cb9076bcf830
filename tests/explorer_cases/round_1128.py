"""Round 1128: Sapling's `sl log -v`, changesets named by hash, newest first: a changeset rewritten by amend (its claims of
a TorchTitan alias and a torch bound superseded), a backed-out changeset that exported an env var, a commit on another
bookmark about the AuxOutput patch, and a "Summary:" that leads into a list."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_eighth_sapling_log_dualpipev.md"

TITLE = "one-thousand-one-hundred-and-twenty-eighth-round report (Sapling's `sl log -v`)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'torchtitan', None}),
            'upstream.symbols': {'torch.distributed.pipelining.schedules.ScheduleDualPipeV'},
            'implementation.primus_file': frozenset({'primus/backends/torchtitan/patches/pipelining_schedule_patches.py', None}),
            'enable.phase': frozenset({'setup', None}),
        },
        required={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed.pipelining.schedules.ScheduleDualPipeV'},
            'enable.phase': 'setup',
        },
        nowhere=(
            'torchtitan.distributed.pipeline_parallel', 'PRIMUS_DUALPIPEV_FALLBACK', '2.9', 'AuxOutput',
        ),
        mentioned=(
            'torchtitan.distributed.pipeline_parallel.ScheduleDualPipeV', 'PRIMUS_DUALPIPEV_FALLBACK=1',
        ),
    ),
}
