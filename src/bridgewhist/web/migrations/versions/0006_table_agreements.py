"""Each partnership's agreements at a table: ``bw_tables.agreements`` (issue 37), the carding and
leading conventions the computer players of North-South and of East-West follow, chosen when the
table is created like its house rules.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``agreements`` (``"<north-south> <east-west>"``, such as ``"books none"``; null for a
    table of an older server: no agreements, as its computer players played)."""
    op.add_column("bw_tables", sa.Column("agreements", sa.String(64), nullable=True))


def downgrade() -> None:
    """Drop ``agreements``."""
    with op.batch_alter_table("bw_tables") as batch:
        batch.drop_column("agreements")
