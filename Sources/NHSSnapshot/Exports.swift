// `import NHSSnapshot` brings the NHS components and the view kit with it.
@_exported import NHSAppUI
