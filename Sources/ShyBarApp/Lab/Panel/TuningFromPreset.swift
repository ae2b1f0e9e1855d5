import ShyBarCore

extension Tuning {
    /// The options `preset` sets for its behaviour, with the page's reduced motion
    /// (`animationsEnabled`) carried over: a comparison never brings animations back.
    init(preset: Preset, animationsEnabled: Bool) {
        self.init(behavior: preset.behavior)
        preset.apply(to: &self)
        self.animationsEnabled = animationsEnabled
    }
}
