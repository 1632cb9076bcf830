"""A sorted token dispatcher port: the whole dispatch and combine path reimplemented, as DeepEP-style ports are.

``SortedTokenDispatcher`` sorts the (token, slot) pairs by expert once,
splits the sorted tokens into buckets, and combines by unsorting the
experts' outputs into a [T, k, H] tensor reduced with one batched matmul
against the router probabilities. The maths is upstream's; the order of the
floating-point work is not, so outputs differ from upstream in the last bits
and only training must agree.

``set_enabled`` rebinds ``TokenDispatcher`` at both sites of the toy
framework and writes ``moe_token_dispatcher_type = "sorted"`` into the run's
MoE config, as a Primus binding-replacement patch does. ``TOYPORT_BUG``
(read at call time) selects a deliberate bug:

- drop_tokens: a capacity bug; the last quarter of every expert's bucket is dropped;
- drop_half: the same capacity bug, half of every bucket dropped;
- swap_topk: each token's top-k weights applied to the wrong experts (first and last swapped);
- flatten_topk: the top-k weights replaced by 1/k, so the router's weighting is lost;
- detach_probs: the router probabilities detached, so the router receives no gradient;
- misroute: the sort keys are off by one row, so each token goes to the expert its neighbour was routed to;
- alias_missed: the ``from ... import TokenDispatcher`` alias in ``toyframework.moe.layer`` is not rebound;
- always_on: turning the feature off does not restore upstream;
- nondeterministic: a combine whose last bits change from call to call, as an atomic reduction's do;
- leaks_scaling: turning the port on sets the run's top-k scaling factor, and turning it off leaves it set;
- empty_batch_crash: the combine infers the hidden size from the rows it got, so no token routed is an error.
"""

from __future__ import annotations

import os

import torch
import toyframework.moe.dispatcher as dispatcher_module
import toyframework.moe.layer as layer_module
from toyframework.moe.config import CONFIG

UPSTREAM = dispatcher_module.TokenDispatcher
UPSTREAM_TYPE = CONFIG.moe_token_dispatcher_type
# The share of every expert's bucket each capacity bug drops.
DROPPED_SHARE = {"drop_tokens": 0.25, "drop_half": 0.5}
_UNSEEDED = torch.Generator()
_UNSEEDED.seed()


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


class SortedTokenDispatcher(UPSTREAM):
    """Sort by expert, split, and combine with one batched matmul instead of a loop of index_adds."""

    def dispatch(self, tokens: torch.Tensor, probs: torch.Tensor, indices: torch.Tensor) -> list[torch.Tensor]:
        count, k = indices.shape
        experts = indices.reshape(-1)
        if bug() == "misroute":
            experts = experts.roll(1)  # sort keys off by one row: each token goes to its neighbour's expert
        self._order = torch.argsort(experts, stable=True)
        sizes = torch.bincount(experts, minlength=self.num_experts).tolist()
        rows = tokens.repeat_interleave(k, dim=0)[self._order]
        self._sizes = sizes
        if bug() == "swap_topk":
            probs = probs.flip(-1)  # the first expert's weight goes to the last, and back
        elif bug() == "flatten_topk":
            probs = torch.full_like(probs, 1.0 / k)
        elif bug() == "detach_probs":
            probs = probs.detach()
        self._probs = probs
        self._shape = (tokens.shape, tokens.dtype, count, k)
        buckets = list(torch.split(rows, sizes))
        if bug() in DROPPED_SHARE:
            # An expert capacity computed too small: the overflow of each bucket is dropped.
            keep = 1.0 - DROPPED_SHARE[bug()]
            self._kept = [int(bucket.shape[0] * keep) for bucket in buckets]
            buckets = [bucket[:kept] for bucket, kept in zip(buckets, self._kept)]
        return buckets

    def combine(self, expert_outputs: list[torch.Tensor]) -> torch.Tensor:
        shape, dtype, count, k = self._shape
        if bug() in DROPPED_SHARE:
            # Dropped tokens come back as zeros.
            expert_outputs = [
                torch.cat([out, out.new_zeros(size - kept, out.shape[-1])]) for out, size, kept in zip(expert_outputs, self._sizes, self._kept)
            ]
        rows = torch.cat(expert_outputs).float()
        unsorted = torch.empty_like(rows).index_copy(0, self._order, rows)
        # [T, 1, k] @ [T, k, H]: the weighted sum over a token's experts as one reduction.
        # The hidden size spelled out: with no token routed (an empty batch, a rank that gets none) -1 is ambiguous.
        hidden = -1 if bug() == "empty_batch_crash" else shape[-1]
        combined = torch.bmm(self._probs.unsqueeze(1), unsorted.reshape(count, k, hidden)).squeeze(1)
        if bug() == "nondeterministic":
            # Stands in for an atomic-add reduction: the order, and so the last bits, change every call.
            # Its own unseeded generator: the tests seed torch's, which would make the noise repeat.
            noise = torch.randn(combined.shape, generator=_UNSEEDED).to(combined.device)
            combined = combined + noise * 1e-3 * combined.abs().max()
        return combined.reshape(shape).to(dtype)


def set_enabled(enabled: bool) -> None:
    """Turn the port on or off at every site that binds TokenDispatcher, and set the dispatcher type."""
    if not enabled and bug() == "always_on":
        return
    target = SortedTokenDispatcher if enabled else UPSTREAM
    dispatcher_module.TokenDispatcher = target
    if bug() != "alias_missed" or not enabled:
        layer_module.TokenDispatcher = target
    CONFIG.moe_token_dispatcher_type = "sorted" if enabled else UPSTREAM_TYPE
    if enabled and bug() == "leaks_scaling":
        CONFIG.moe_router_topk_scaling_factor = 2.0  # written for the port's own use and never undone
