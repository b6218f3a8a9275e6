-- Placeholder: filled by its part of issue #28.
SELECT 1;
