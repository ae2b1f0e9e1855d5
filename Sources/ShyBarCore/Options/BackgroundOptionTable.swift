extension BackgroundOptions {
    /// Every option of the background hider.
    public static let optionTable: [TuningOption<BackgroundOptions>] = [
        .choice("style", \.style, [(.automatic, translatable("Automatic")), (.alwaysHidden, translatable("Always transparent")),
                                   (.alwaysVisible, translatable("Always solid"))],
                title: translatable("Hiding style"), help: "when the background shows"),
        .choice("trigger", \.trigger, [(.hero, translatable("Past the hero")), (.anyScroll, translatable("Any scroll"))],
                title: translatable("Solid from"), help: "what turns an automatic background solid"),
        .automaticNumber("threshold", \.threshold, NumberRange(0...100_000, step: 10, unit: .pixels),
                         title: translatable("Threshold"), automaticTitle: translatable("Threshold from hero"),
                         automaticMeaning: "the hero's height minus the header's, else 0",
                         help: "offset past which the background turns solid"),
    ]
}
