// The Audits module.
