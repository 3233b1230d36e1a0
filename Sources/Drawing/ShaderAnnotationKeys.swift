extension ComponentAnnotation {
    /// Left by the view kit wherever a Metal shader would have run (a shader effect, or a shape
    /// style): no shader runs here, so what is drawn lacks it; the audits report it as
    /// `shader-not-drawn`. ViewKit's `ShaderAnnotation` spells the same keys.
    public enum UndrawnShader {
        /// The annotation name.
        public static let component = "Shader"
        /// Property: the shader function's name.
        public static let name = "name"
        /// Property: how it was used (`colorEffect`, `distortionEffect`, `layerEffect`, `fill`,
        /// `stroke`, `foreground`).
        public static let use = "use"
    }
}
