"""The table talk (chat), kept with each table.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``bw_chat``: one row a line said at a table, numbered from 1 per table."""
    op.create_table(
        "bw_chat",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("bw_tables.id"), primary_key=True),
        sa.Column("n", sa.Integer(), primary_key=True),
        sa.Column("at", sa.String(40), nullable=False),
        sa.Column("place", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(160), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    """Drop ``bw_chat``."""
    op.drop_table("bw_chat")
