"""A small language model over one MoE layer: embedding -> x + MoE(x) -> LM head, cross-entropy loss.

Its loss starts near ln(vocab) (about 7.6 for 2,048 tokens) and moves slowly,
as early pretraining does: the regime where a relative loss band of a few
percent is blind. The data is a fixed random bigram table (each token has a
few likely successors), so there is something to learn and the experts'
outputs matter to the loss.
"""

from __future__ import annotations

import torch

from toyframework.moe.layer import MoELayer

VOCAB = 2048


class TinyMoELanguageModel(torch.nn.Module):
    """Token embedding, a residual MoE layer, and an untied LM head."""

    def __init__(self, vocab_size: int = VOCAB, hidden_size: int = 32):
        super().__init__()
        self.embedding = torch.nn.Embedding(vocab_size, hidden_size)
        self.moe = MoELayer(hidden_size)
        self.head = torch.nn.Linear(hidden_size, vocab_size, bias=False)
        # Small embeddings, as GPT-style inits use (std 0.02): the first logits are near uniform.
        torch.nn.init.normal_(self.embedding.weight, std=0.02)
        torch.nn.init.normal_(self.head.weight, std=0.02)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        h = self.embedding(tokens)
        moe_out, _ = self.moe(h)
        return self.head(h + moe_out)


def bigram_batches(vocab_size: int, tokens_per_batch: int, batches: int, seed: int) -> list[tuple[torch.Tensor, torch.Tensor]]:
    """``batches`` (input, next token) pairs from one fixed bigram table; ``seed`` picks which pairs and in what order."""
    table = torch.Generator().manual_seed(0)  # the language itself never changes with the seed
    successors = torch.randint(0, vocab_size, (vocab_size, 4), generator=table)
    draw = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(batches):
        current = torch.randint(0, vocab_size, (tokens_per_batch,), generator=draw)
        choice = torch.randint(0, 4, (tokens_per_batch,), generator=draw)
        out.append((current, successors[current, choice]))
    return out


def build_optimizer(model: torch.nn.Module) -> torch.optim.Optimizer:
    """AdamW as language models train, at a learning rate that moves the loss within a hundred steps."""
    return torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=0.0)


def train_step(model: torch.nn.Module, optimizer: torch.optim.Optimizer, tokens: torch.Tensor, targets: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """One optimizer step; returns the loss and the global gradient norm, both before the update."""
    optimizer.zero_grad()
    loss = torch.nn.functional.cross_entropy(model(tokens), targets)
    loss.backward()
    grad_norm = torch.linalg.vector_norm(torch.stack([p.grad.norm() for p in model.parameters() if p.grad is not None]))
    optimizer.step()
    return loss.detach(), grad_norm.detach()
