"""The computer players' leases: which server process takes a table's computer turns (issue 20).

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``bw_leases``: one row a table, the process holding its computer turns and until when
    (the database's clock; used only on PostgreSQL, where several processes may serve one site)."""
    op.create_table(
        "bw_leases",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("bw_tables.id"), primary_key=True),
        sa.Column("holder", sa.String(80), nullable=False),
        sa.Column("expires", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop ``bw_leases``."""
    op.drop_table("bw_leases")
