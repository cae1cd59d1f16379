"""The tables and their event logs.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``bw_tables`` and ``bw_events``."""
    op.create_table(
        "bw_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("created", sa.String(40), nullable=False),
        sa.Column("law_code", sa.Text(), nullable=False),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("computer", sa.String(16), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
    )
    op.create_index("bw_tables_created", "bw_tables", ["created"])
    op.create_table(
        "bw_events",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("bw_tables.id"), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    """Drop both tables."""
    op.drop_table("bw_events")
    op.drop_index("bw_tables_created", "bw_tables")
    op.drop_table("bw_tables")
