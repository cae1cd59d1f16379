"""The score pads of real tables.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``bw_pads``: one row a pad, its document (the log of entries) kept whole."""
    op.create_table(
        "bw_pads",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("created", sa.String(40), nullable=False),
        sa.Column("edit_hash", sa.String(64), nullable=False),
        sa.Column("view_hash", sa.String(64), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("document", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    """Drop ``bw_pads``."""
    op.drop_table("bw_pads")
