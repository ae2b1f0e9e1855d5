extension QuickReturnOptions {
    /// Every option of quick return, in the order the tuning panel shows them. Adding an
    /// option is one entry here (plus its logic in the tracker): flags, help, settings and
    /// the panel follow.
    public static let optionTable: [TuningOption<QuickReturnOptions>] = [
        .number("tolerance-up", \.toleranceUp, NumberRange(0...1000, step: 1, unit: .pixels),
                title: translatable("Tolerance up"), help: "reverse movement ignored before revealing"),
        .number("tolerance-down", \.toleranceDown, NumberRange(0...1000, step: 1, unit: .pixels),
                title: translatable("Tolerance down"), help: "forward movement ignored before hiding"),
        .number("start-offset", \.startOffset, NumberRange(0...100_000, step: 10, unit: .pixels),
                title: translatable("Start offset"), help: "offset before which the header never hides"),
        .choice("reveal", \.reveal, [(.animate, translatable("Animate")), (.follow, translatable("Follow 1:1")),
                                     (.topOnly, translatable("At the top only"))],
                title: translatable("Reveal"), help: "what scrolling back does"),
        .choice("snap", \.snap, [(.auto, translatable("Automatic")), (.nearest, translatable("Nearest edge")),
                                 (.direction, translatable("Scroll direction")), (.none, translatable("Never"))],
                title: translatable("Snap"), help: "where a partly shown header settles"),
        .number("min-extent", \.minExtent, NumberRange(0...1000, step: 1, unit: .pixels),
                title: translatable("Minimum extent"), help: "collapsed height of the header"),
        .toggle("fade", \.fade, title: translatable("Fade content"), help: "fade the header's content with its progress"),
        .number("duration", \.duration, NumberRange(0...10_000, step: 10, unit: .milliseconds),
                title: translatable("Duration"), help: "reveal/snap animation length"),
        .choice("easing", \.easing, [(.easeOutCubic, translatable("Ease out")),
                                     (.easeInOutCubic, translatable("Ease in and out")), (.linear, translatable("Linear"))],
                title: translatable("Easing"), help: "the curve of reveal/snap animations"),
        // The app sets it from its reduced-motion switch, for every page at once.
        .toggle("animations", \.animationsEnabled, title: translatable("Animations"),
                help: "reduced motion: animations complete at once", scope: .replayOnly),
        .number("idle-delay", \.idleSnapDelay, NumberRange(0...10_000, step: 10, unit: .milliseconds),
                title: translatable("Idle snap delay"), help: "wheel/keyboard pause before snapping"),
        .number("fling-velocity", \.flingVelocity, NumberRange(0...100_000, step: 10, unit: .pixelsPerSecond),
                title: translatable("Fling velocity"), help: "release speed from which auto snap follows the fling"),
        .number("gesture-timeout", \.gestureTimeout, NumberRange(0...60_000, step: 50, unit: .milliseconds),
                title: translatable("Gesture timeout"), help: "a gesture with no input this long counts as ended"),
        .toggle("reveal-on-resize", \.revealOnResize, title: translatable("Reveal on resize"),
                help: "show the header when the viewport changes size"),
    ]
}
