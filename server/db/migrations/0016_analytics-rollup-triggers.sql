-- filled in by issue 11 (placeholder)
SELECT 1;
