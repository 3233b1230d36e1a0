// `import NHSSnapshot` brings the NHS components and the view kit with it, and the audits'
// findings and expected findings that scenarios declare.
@_exported import Audits
@_exported import NHSAppUI
