-- System parameters a reader reads (the footer's copyright line) in each language: param_value
-- stays the English value that older clients show, param_value_zh is the Chinese one.

alter table system_params add column param_value_zh text;
