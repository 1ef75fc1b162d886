import Foundation

/// Shows and hides one window's on-screen keyboard as text inputs gain and lose first
/// responder, and posts UIKit's keyboard notifications around the slide.
///
/// The slide is one animation block of 0.25 s on curve 7, and the will-notifications
/// are posted inside it, as on iOS: an observer's plain `layoutIfNeeded()` animates with
/// the keyboard, and its nested `UIView.animate(withDuration: 0.3)` inherits the
/// keyboard's timing (UIKit's rule for nested blocks).
///
/// Which iOS we follow: iOS 16 and later, where moving the first responder from one text
/// input to another while the keyboard is up posts no second `keyboardWillShow`. Earlier
/// versions re-posted it on every switch, which is what made `constant -= 30` handlers
/// drift. A slide interrupted by the opposite one turns around from where the keyboard
/// is on screen and posts the new will-notification; the interrupted slide posts no
/// did-notification.
///
/// What slides is `inputHostView`: the first responder's `inputAccessoryView` above the
/// keys or its `inputView`, so the frames posted and the keyboard layout guide include
/// the accessory, as on iOS. A first responder whose views change while the keyboard is
/// up (another field with another accessory, `reloadInputViews()`) moves the keyboard to
/// its new frame with will/did-change-frame and will/did-show, as iOS posts them when
/// "the OS needs to compute the frame for the keyboard again" (Working With Keyboard on
/// iOS, quoted in "Why is UIKeyboardWillShowNotification called every time another
/// TextField is selected?"); the same views post nothing.
@preconcurrency @MainActor
public final class KeyboardController {
  /// The slide's duration and curve, as the notifications report them.
  public static let animationDuration: TimeInterval = 0.25
  public static let animationCurve: UIView.AnimationCurve = .keyboard

  enum Phase: Equatable {
    case hidden, showing, shown, hiding
    var isUp: Bool { self == .showing || self == .shown }
  }

  private(set) weak var window: (any KeyboardHostWindow)?
  /// What slides: a subview of the window, kept above the root view, holding the keys
  /// and the first responder's input views.
  public let inputHostView = KeyboardInputHostView(keyboardView: KeyboardView())
  /// The keys.
  public var keyboardView: KeyboardView { inputHostView.keyboardView }
  private(set) var phase: Phase = .hidden
  /// Bumped by every slide, so the completion of an interrupted one does nothing.
  var slideNumber = 0
  /// While notifications are being posted, first-responder changes made by observers
  /// wait, so observers never see a will-hide in the middle of a will-show.
  private var isPosting = false
  private var needsReevaluation = false
  /// The responder whose accessory is on screen, and the responder served last: a view
  /// inside that accessory (the chat bar's field) keeps it, as on iOS.
  private weak var accessoryOwner: UIResponder?
  private weak var lastServed: UIResponder?
  /// A finger holds the keyboard (a scroll view's interactive dismissal): it stays where
  /// the finger puts it, and no geometry slide takes it back.
  var isHeldByDrag = false
  /// A finger moves an iPad's keyboard (its dismiss key swiped, the floating keyboard's
  /// grabber dragged): where the finger went down, in window coordinates, and where the
  /// keyboard was then, in the screen's.
  var liftDrag: (start: CGPoint, startFrame: CGRect)?

  /// Whether the predictive (QuickType) bar is on (Settings › General › Keyboard ›
  /// Predictive). It shows above the letter keys, not on the pads or for secure text
  /// entry, and makes the keyboard taller by the device's bar (336 instead of 291 points
  /// on a 390×844 phone); turning it on or off while the keyboard is up moves the keyboard
  /// to its new frame with will-change-frame and will-show, as any change of the
  /// keyboard's height is announced ("the system sends us the show notification",
  /// futuredapp/FuntastyKit#46; RxKeyboard#113 reports the bar's height change).
  public var isPredictiveBarEnabled: Bool {
    get { keyboardView.predictiveBarEnabled }
    set {
      guard newValue != keyboardView.predictiveBarEnabled else { return }
      keyboardView.predictiveBarEnabled = newValue
      servedInputOrModeChanged()
    }
  }

  /// Whether a hardware keyboard is attached, so the keys stay down. A text input then
  /// brings up nothing and posts nothing ("UIKit will post the
  /// UIKeyboardWillShowNotification notification only if an external keyboard is not
  /// present", matmartinez/MMNumberKeyboard#14); one with an `inputAccessoryView` shows
  /// the accessory alone at the bottom, and the frames posted are the whole keyboard's,
  /// placed so that only the accessory is on screen (an iPad's 308-point keyboard with
  /// a 44-point accessory ends at {{0, 980}, {768, 308}} on a 1024-point screen: "How can
  /// I detect if an external keyboard is present on an iPad?", Stack Overflow 2893267); a
  /// custom `inputView` still comes up (MMNumberKeyboard#14). Attaching or detaching
  /// while an input is served moves the keyboard to its new frame with will-show, not
  /// will-hide, when an accessory stays ("an external keyboard might reduce the software
  /// keyboard to its associated input accessory view. In this case the will hide
  /// notification is not called, the will show notification is called instead",
  /// defagos/CoconutKit#36), and hides it when nothing is left to show.
  public var isHardwareKeyboardAttached = false {
    didSet {
      guard isHardwareKeyboardAttached != oldValue else { return }
      servedInputOrModeChanged()
    }
  }

  /// Where an iPad's keyboard is (a phone's is always docked). Moving it while it is up
  /// posts what iPadOS posts: from docked to undocked, split or floating, will-change-frame
  /// and will-hide (did-hide, did-change-frame at the end), though the keyboard stays on
  /// screen; back to docked, will-change-frame and will-show; between the three lifted
  /// places only the change-frame pair ("when a keyboard is hidden or changes from docked
  /// to undocked/floating, UIKeyboardWillHideNotification is triggered", flutter/engine
  /// #37719; the per-action table of qiita.com/reikubonaga/items/5df48be2d65838444373). A
  /// lifted keyboard comes up and goes with the change-frame pair alone ("If the keyboard
  /// is split or undocked, no keyboard notifications are raised", Stack Overflow 7842806;
  /// "The iPad Split-Keyboard and (Missing) Notifications", themainthread.com, 2012).
  /// On a phone the keyboard stays docked whatever this says. Split on an iPad without it
  /// (`DeviceProfile.hasSplitKeyboard`) is allowed, so that its notifications can be tried
  /// on every iPad; the lab says when iPadOS would not offer it.
  public var placement: KeyboardPlacement = .docked {
    didSet {
      guard placement != oldValue else { return }
      placementChanged(from: oldValue)
    }
  }

  /// Whether the keyboard is up for another app's text field (the other app of Split
  /// View, or the one behind Slide Over or a Stage Manager window): it comes up, moves and
  /// goes as for this app's, posting to this app with `keyboardIsLocalUserInfoKey` false,
  /// and types nothing here; this app's first responder keeps its place, unserved, as an
  /// app that is not the active one's does.
  public var isServingOtherApp = false {
    didSet {
      guard isServingOtherApp != oldValue else { return }
      keyboardView.typesNowhere = isServingOtherApp
      servedInputOrModeChanged()
    }
  }

  /// Whether the keyboard on screen, or the one leaving it, came up for the other app's
  /// field: what is posted about it, its hide too, is not this app's.
  private var isOtherAppsKeyboard = false

  /// How far the undocked and split keyboards' bottom edge is above the screen's bottom,
  /// where a drag of the dismiss key leaves it; nil: where iPadOS puts it after Undock, a
  /// third of the screen up (an estimate from iPadOS screenshots).
  public var liftedBottomGap: CGFloat?

  /// The floating keyboard's origin on the screen; nil: where a pinch or Floating puts it,
  /// centred 20 points above the safe area's bottom (an estimate).
  public var floatingOrigin: CGPoint?

  init(window: any KeyboardHostWindow) {
    self.window = window
    inputHostView.isHidden = true
    inputHostView.frame = hiddenFrame
    inputHostView.arrange(keysHeight: keyboardHeight)
    window.addSubview(inputHostView)
    keyboardView.onPlacementChosen = { [weak self] in self?.placement = $0 }
    keyboardView.onLift = { [weak self] phase, point in
      switch phase {
      case .began: self?.liftBegan(at: point)
      case .moved, .stationary: self?.liftMoved(to: point)
      case .ended: self?.liftEnded(at: point)
      case .cancelled: self?.liftCancelled()
      }
    }
    keyboardView.onPinch = { [weak self] closing in self?.pinched(closing: closing) ?? false }
  }

  // MARK: What tests and the app read

  /// Whether the keyboard is up or on its way up (the model, not the animation).
  public var isKeyboardVisible: Bool { phase.isUp }

  /// Whether a slide is running.
  public var isAnimating: Bool { phase == .showing || phase == .hiding }

  /// Whether the keyboard (keys, input view or accessory) is on screen or on its way.
  public var isOnScreen: Bool { !inputHostView.isHidden }

  /// The keyboard's frame in window coordinates where the current slide ends: the
  /// accessory and the keys or the input view.
  public var keyboardFrame: CGRect { inputHostView.frame }

  /// Where the keyboard is drawn now, in window coordinates.
  public var keyboardPresentationFrame: CGRect { inputHostView.presentationFrame }

  /// The keys' height from the device profile and the served input's keyboard type
  /// (291 for the letters and the pads on a 390×844 phone, 336 for the letters with the
  /// predictive bar).
  public var keyboardHeight: CGFloat { keyboardView.height(on: (window?.screen ?? UIScreen.main).orientedDevice) }

  /// Where `key` is in window coordinates, for tapping it; nil if the current pane has
  /// no such key. Uses the model frame, as hit testing does.
  public func keyRect(for key: KeyboardView.Key) -> CGRect? {
    guard let rect = keyboardView.keyRect(for: key) else { return nil }
    return keyboardView.convert(rect, to: nil)
  }

  // MARK: Frames

  /// The window's size and the keyboard's height, from one load of the weak `window`:
  /// every frame asks for one of the frames below.
  ///
  /// The keyboard is the screen's, not the window's: it spans the screen's width at the
  /// screen's bottom, whatever share of the screen the app's window has (Split View,
  /// Slide Over, Stage Manager), so the size is the screen's and `inWindow` turns the
  /// frames below into the window's coordinates.
  var geometry: (windowSize: CGSize, keyboardHeight: CGFloat, visibleHeight: CGFloat) {
    let screen = window?.screen ?? UIScreen.main
    let (size, keys) = (screen.bounds.size, keyboardView.height(on: screen.orientedDevice))
    let views = inputHostView.views
    return (size, views.height(keysHeight: keys), views.visibleHeight(keysHeight: keys))
  }

  /// `rect` (screen coordinates) in the window's.
  func inWindow(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: -(window?.frame.minX ?? 0), dy: -(window?.frame.minY ?? 0))
  }

  /// The screen's safe-area bands, where the lifted keyboards rest.
  var screenBands: UIEdgeInsets { (window?.screen ?? UIScreen.main).orientedDevice.safeAreaInsets }

  var shownFrame: CGRect { inWindow(shownFrameOnScreen) }

  /// Where the keyboard is when up, in screen coordinates.
  private var shownFrameOnScreen: CGRect {
    let (size, height, visible) = geometry
    switch effectivePlacement {
    case .docked:
      return CGRect(x: 0, y: size.height - visible, width: size.width, height: height)
    case .undocked, .split:
      let safeTop = screenBands.top
      let gap = liftedBottomGap ?? (size.height / 3).rounded()
      let top = max(safeTop, min(size.height - height, size.height - gap - height))
      return CGRect(x: 0, y: top, width: size.width, height: height)
    case .floating:
      let width = floatingSize.width
      let safe = screenBands
      let origin =
        floatingOrigin
        ?? CGPoint(x: ((size.width - width) / 2).rounded(), y: size.height - safe.bottom - 20 - height)
      // Where a drag left it, kept on a screen that has turned since.
      let x = min(max(0, origin.x), size.width - width)
      let y = min(max(safe.top, origin.y), size.height - height)
      return CGRect(x: x, y: y, width: width, height: height)
    }
  }

  var hiddenFrame: CGRect {
    let (size, height, _) = geometry
    // A lifted keyboard leaves straight down, keeping its width and place across.
    switch effectivePlacement {
    case .docked, .undocked, .split: return inWindow(CGRect(x: 0, y: size.height, width: size.width, height: height))
    case .floating:
      return inWindow(CGRect(x: shownFrameOnScreen.minX, y: size.height, width: floatingSize.width, height: height))
    }
  }

  /// The floating keyboard's size: the device's (320×254 on the iPads), a phone's width.
  private var floatingSize: CGSize {
    (window?.screen ?? UIScreen.main).device.floatingKeyboardSize ?? CGSize(width: 320, height: keyboardHeight)
  }

  /// Where the keyboard is for what it shows now: lifted only with the keys on screen (an
  /// input view of the app's own, or the accessory alone over a hardware keyboard, stays
  /// docked).
  var effectivePlacement: KeyboardPlacement {
    let views = inputHostView.views
    let isPad = (window?.screen ?? UIScreen.main).device.isPad
    return views.drawsKeys && isPad ? placement : .docked
  }

  /// `rect` (window coordinates) in screen coordinates, as the notifications carry it.
  func screenRect(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: window?.frame.minX ?? 0, dy: window?.frame.minY ?? 0)
  }

  // MARK: Following the first responder

  /// The responder in this window that the keyboard serves, if any: a text input, or
  /// any responder with input views of its own (which then show without keys, as on
  /// iOS, unless it is a text input too).
  private var servedInput: UIResponder? {
    if isServingOtherApp { return OtherAppInput.shared }
    guard let window, let responder = window.firstResponder,
      responder is UIKeyInput || responder.inputView != nil || responder.inputAccessoryView != nil
    else { return nil }
    // A view controller is in the window through its view; the slot is the window's.
    if let view = responder as? UIView, view.window !== window { return nil }
    return responder
  }

  /// The other app's text field, as this app's keyboard sees it: something that types,
  /// with no views of its own.
  private final class OtherAppInput: UIResponder, UIKeyInput {
    static let shared = OtherAppInput()
    var hasText: Bool { false }
    func insertText(_ text: String) {}
    func deleteBackward() {}
  }

  /// Whose accessory shows for `responder`: its own, or, for a responder without one
  /// inside the accessory on screen, that accessory's owner's. On iOS the text view of a
  /// view controller's `inputAccessoryView` brings the keys up under the same bar (the
  /// Messages-style bar "should stay on top of the keyboard when the keyboard is
  /// visible", "InputAccessoryView docked at bottom"; thoughtbot's "Input Accessorizing
  /// with UIViewController").
  private func accessoryProvider(for responder: UIResponder) -> UIResponder {
    guard responder.inputAccessoryView == nil, let owner = accessoryOwner,
      let accessory = owner.inputAccessoryView, let view = responder as? UIView,
      view.isDescendant(of: accessory)
    else { return responder }
    return owner
  }

  /// What `responder` shows, measured for the window's width.
  private func inputViews(for responder: UIResponder) -> KeyboardInputViews {
    let width = (window?.screen ?? UIScreen.main).bounds.width
    var views = KeyboardInputViews.of(
      responder, accessoryFrom: accessoryProvider(for: responder), width: width,
      bottomBand: window?.safeAreaInsetsOfDevice.bottom ?? 0, shown: inputHostView.views,
      fitted: inputHostView.fittedHeights)
    views.keysOnHardware = isHardwareKeyboardAttached && views.showsKeys
    if views.keysOnHardware, let bar = (window?.screen ?? UIScreen.main).orientedDevice.hardwareKeyboardBarHeights {
      // On an iPad the shortcuts bar stays, so a plain field brings it up with a show
      // ("keyboardHeight now returns 55, which is the actual height of the hardware
      // keyboard bar alone", ionic-team/ionic-plugin-keyboard#273; "When the hardware
      // keyboard is attached, the system will present an assistant toolbar", WWDC23 10281).
      views.hardwareBarHeight = bar.portrait
    }
    return views
  }

  /// When a responder inside the accessory on screen resigns and leaves no first
  /// responder, the accessory's owner takes first responder back, so the bar docks at
  /// the bottom again instead of leaving with the keys, as the Messages-style bar does
  /// ("When the keyboard is hidden, the toolbar stays docked at the bottom of the view").
  private func ownerTakesBack() -> Bool {
    guard let window, window.firstResponder == nil, let owner = accessoryOwner,
      let accessory = owner.inputAccessoryView, let last = lastServed as? UIView, last !== owner,
      last.isDescendant(of: accessory)
    else { return false }
    return owner.becomeFirstResponder()
  }

  /// The served input's text changed other than through the keys (the real keyboard's
  /// `typed` text, its input method's composition): the shift is set again for the text
  /// before the caret, as iOS's keyboard reads its input again when told
  /// `textDidChange(_:)` (`UITextInputDelegate`), so "kept" typed on the desktop's
  /// keyboard leaves the on-screen keys unshifted. A few letters or digits typed with the
  /// shift off cannot turn it on (no capitalisation rule starts after one), so the read
  /// is skipped for them: a keystroke costs what it did. A longer text (a paste) is read
  /// again without looking at it: the read costs less than the look.
  func inputTextChangedOffTheKeys(typed: String) {
    if keyboardView.shiftState == .off, typed.utf8.count <= 8,
      typed.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil })
    {
      return
    }
    keyboardView.updateAutoShift()
  }

  /// The window's first responder changed (or the window made this controller).
  func firstResponderChanged() { servedInputOrModeChanged() }

  /// The input served, or a mode of the keyboard (the predictive bar, a hardware
  /// keyboard), changed: the keys follow the input's traits (a composition is committed,
  /// the shift set again, the Return key retitled) and the keyboard comes up, goes or
  /// changes.
  private func servedInputOrModeChanged() {
    keyboardView.setNeedsDisplay()  // The Return key's title follows the input.
    keyboardView.followInputTraits()
    keyboardView.updateAutoShift()
    whatToShowMayHaveChanged()
  }

  /// What the keyboard shows is decided again, once no observer is being told of a
  /// slide, in the window's runtime.
  private func whatToShowMayHaveChanged() {
    if isPosting {
      needsReevaluation = true
      return
    }
    // The slide and the observers' animations belong to this window's runtime, whoever
    // moved the first responder.
    guard let window else { return }
    window.runtime.activate { reevaluate() }
  }

  private func reevaluate() {
    repeat {
      needsReevaluation = false
      if let input = servedInput, case let views = inputViews(for: input), views.showsAnything {
        lastServed = input
        isOtherAppsKeyboard = isServingOtherApp
        accessoryOwner = views.accessory == nil ? nil : accessoryProvider(for: input)
        if !phase.isUp || !views.isSame(as: inputHostView.views) {
          slide(up: true, showing: views)
        } else if inputHostView.frame.height != views.height(keysHeight: keyboardHeight) {
          // Another input's keyboard type has keys of another height: iOS announces the
          // new frame as a show (will-change-frame, will-show, then did-show,
          // did-change-frame; "the system sends us the show notification when the user
          // selects the emoji keyboard", futuredapp/FuntastyKit#46).
          slide(up: true, showing: views)
        } else {
          // Nothing moves; a view measured again (out of the host) goes back in.
          inputHostView.install(views, keysHeight: keyboardHeight)
        }
      } else if phase.isUp && !ownerTakesBack() {
        slide(up: false)
      }
    } while needsReevaluation
  }

  /// Starts the slide up (showing `views`) or down from wherever the keyboard is on
  /// screen, announced as a show or a hide.
  func slide(up: Bool, showing views: KeyboardInputViews = .keys) {
    guard window != nil else { return }
    keepKeyboardOnTop()
    if up { show(views) }
    if up && phase == .hidden {
      keyboardView.resetForNewSession()
      keyboardView.updateAutoShift()
    }
    if !up { keyboardView.cancelPress() }
    phase = up ? .showing : .hiding
    inputHostView.isHidden = false
    runSlide(to: up ? shownFrame : hiddenFrame, announced: announcement(up: up))
  }

  /// How a slide is announced, and where it leaves the keyboard: will-change-frame and
  /// will-show (or will-hide) as it starts, did-show (or did-hide) and did-change-frame as
  /// it ends; a move of a keyboard that stays up (a window resized) only the two
  /// change-frame notifications. An iPad's lifted keyboard comes up and goes with the
  /// change-frame pair alone (`quietShow`, `quietHide`), and one that leaves the bottom edge
  /// is announced as a hide though it stays up (`undock`); see `placement`.
  enum Announcement {
    case show, hide, frameChange, quietShow, quietHide, undock

    /// Posted after will-change-frame as the slide starts; its did- counterpart before
    /// did-change-frame as it ends.
    var names: (will: Notification.Name, did: Notification.Name)? {
      switch self {
      case .show: (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
      case .hide, .undock: (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
      case .frameChange, .quietShow, .quietHide: nil
      }
    }

    /// The keyboard's phase when the slide ends; nil: as it was.
    var endPhase: Phase? {
      switch self {
      case .show, .quietShow: .shown
      case .hide, .quietHide: .hidden
      case .frameChange, .undock: nil
      }
    }
  }

  /// How a show (or hide) is announced where the keyboard is now.
  private func announcement(up: Bool) -> Announcement {
    let lifted = !effectivePlacement.isDocked
    return up ? (lifted ? .quietShow : .show) : (lifted ? .quietHide : .hide)
  }

  /// `placement` changed: a keyboard that is up moves to its new place, announced as iPadOS
  /// announces it; a hidden one comes up there next time.
  private func placementChanged(from old: KeyboardPlacement) {
    keyboardView.placement = placement
    guard phase.isUp, inputHostView.views.drawsKeys, let window else {
      if phase == .hidden {
        UIView.performWithoutAnimation { inputHostView.frame = hiddenFrame }
        inputHostView.arrange(keysHeight: keyboardHeight)
      }
      return
    }
    let announced: Announcement = old.isDocked ? .undock : (placement.isDocked ? .show : .frameChange)
    window.runtime.activate {
      keepKeyboardOnTop()
      if announced == .show { phase = .showing }
      if announced != .frameChange { edgeCrossing = (slideNumber + 1, drawnGuideTops) }
      runSlide(to: shownFrame, announced: announced)
    }
  }

  /// The tops last given to the guides as drawn (see `feedLayoutGuides`).
  private var drawnGuideTops: (top: Double?, onScreen: Double?) = (nil, nil)

  /// A slide onto or off the bottom edge (a lifted keyboard docking, a docked one lifting),
  /// and where the guides that do not follow a lifted keyboard were drawn as it began.
  private var edgeCrossing: (number: Int, from: (top: Double?, onScreen: Double?))?

  /// The one slide: the keyboard's frame animates to `target` in a block of its own
  /// (inside the block the will- notifications are posted in, so observers' animations
  /// take its timing), and the slide's end is that inner block's completion, unless a
  /// later slide has begun by then.
  func runSlide(to target: CGRect, announced announcement: Announcement) {
    slideNumber += 1
    let number = slideNumber
    let userInfo = userInfo(to: target)
    unfinishedSlide = (announcement, userInfo)
    posting {
      UIView.runAnimationBlock(
        duration: Self.animationDuration, delay: 0, options: Self.options,
        animations: {
          // The block attaches to the runtime at its first change: its start is now.
          if let block = AnimationContext.current, let animator = self.window?.owningRuntime.animator {
            self.slideTiming = (number, animator.now, block.duration, block.curve)
          }
          // The keyboard's own frame in a block of its own, so its completion is the
          // slide's end whatever the observers animate.
          UIView.runAnimationBlock(
            duration: Self.animationDuration, delay: 0, options: [],
            animations: { self.move(to: target) },
            completion: { [weak self] _ in self?.slideEnded(number, announced: announcement, userInfo: userInfo) })
          self.feedLayoutGuides()
          self.post(UIResponder.keyboardWillChangeFrameNotification, userInfo)
          if let names = announcement.names { self.post(names.will, userInfo) }
        }, completion: nil)
    }
  }

  /// The slide under way until its end is posted: how it was announced, and what its
  /// notifications carry.
  var unfinishedSlide: (announcement: Announcement, userInfo: [AnyHashable: Any])?

  /// A finger takes the keyboard mid-slide: the slide ends where it is now, its did-
  /// notifications posted at once, so that every will- has its did-.
  func endSlideNow() {
    guard let slide = unfinishedSlide else { return }
    Animator.current.cancelFrameAnimation(of: inputHostView)
    slideEnded(slideNumber, announced: slide.announcement, userInfo: slide.userInfo)
    // The cancelled block's completion, should it still come, ends nothing.
    slideNumber += 1
  }

  /// The slide under way: its number, and its block's start, duration and curve.
  var slideTiming: (number: Int, start: TimeInterval, duration: TimeInterval, curve: AnimationTiming)?

  /// A block on the slide's timeline (it started when the slide did), for what a layout
  /// pass changes because the keyboard moved, and the slide's progress along its curve
  /// now; nil when no slide runs.
  func slide() -> (context: AnimationContext, progress: Double)? {
    guard let timing = slideTiming, timing.number == slideNumber, let animator = window?.owningRuntime.animator,
      let progress = slideProgress
    else { return nil }
    let group = AnimationGroup(animator: animator, completion: nil)
    defer { group.close() }
    let context = AnimationContext(
      animator: animator, startTime: timing.start, delay: 0, duration: timing.duration, curve: timing.curve,
      options: [], group: group)
    return (context, progress)
  }

  /// The slide's progress along its curve now; nil when no slide runs. What the guides
  /// read each frame, without the block `slide()` builds.
  var slideProgress: Double? {
    guard let timing = slideTiming, timing.number == slideNumber, let animator = window?.owningRuntime.animator
    else { return nil }
    let elapsed = timing.duration > 0 ? (animator.now - timing.start) / timing.duration : 1
    return timing.curve.value(at: min(1, max(0, elapsed)))
  }

  /// The keyboard's block ignores any block it is started from: its timing is its own.
  private static let options = UIView.AnimationOptions(curve: animationCurve).union([
    .overrideInheritedDuration, .overrideInheritedCurve,
  ])

  /// The notifications' userInfo for a slide from where the keyboard is on screen now.
  private func userInfo(to target: CGRect) -> [AnyHashable: Any] {
    userInfo(
      begin: screenRect(inputHostView.presentationFrame), end: screenRect(target), duration: Self.animationDuration)
  }

  /// The notifications' userInfo with its frames in screen coordinates.
  func userInfo(begin: CGRect, end: CGRect, duration: TimeInterval) -> [AnyHashable: Any] {
    [
      // NSValues and NSNumbers, as iOS sends them: readable `as? NSValue` (then
      // `.cgRectValue`) and `as? CGRect`, `as? NSNumber`, `as? Double`, `as? Int` and
      // `as? UInt` alike.
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve.rawValue),
      // False for the other app's keyboard, as it comes, moves and goes: "The value of this
      // key is YES for the app that caused the keyboard to appear and NO for any other
      // apps" (Apple, `UIKeyboardIsLocalUserInfoKey`); every visible app is told.
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: !isOtherAppsKeyboard),
    ]
  }

  /// Puts `views` in the host; a hidden keyboard starts from below the window at its
  /// new height, as iOS's begin frame for a show is.
  private func show(_ views: KeyboardInputViews) {
    let keys = keyboardHeight
    inputHostView.install(views, keysHeight: keys)
    if phase == .hidden {
      UIView.performWithoutAnimation { inputHostView.frame = hiddenFrame }
    }
    inputHostView.arrange(keysHeight: keys)
  }

  /// Sets the keyboard's frame (animated by the enclosing block).
  private func move(to target: CGRect) {
    // A frame equal to what is on screen starts no animation, so one still running
    // towards the old target would carry on: stop it, and set the frame unanimated (the
    // stopped animation leaves the old target on screen until then).
    if inputHostView.presentationFrame == target {
      Animator.current.cancelFrameAnimation(of: inputHostView)
      UIView.performWithoutAnimation { inputHostView.frame = target }
    } else {
      inputHostView.frame = target
    }
    // A turned window makes the keyboard wider: the keys and input views follow.
    inputHostView.arrange(keysHeight: keyboardHeight)
  }

  func slideEnded(_ number: Int, announced announcement: Announcement, userInfo: [AnyHashable: Any]) {
    guard number == slideNumber else { return }
    slideTiming = nil
    unfinishedSlide = nil
    switch announcement.endPhase {
    case .shown: phase = .shown
    case .hidden:
      phase = .hidden
      inputHostView.isHidden = true
      inputHostView.uninstall(keysHeight: keyboardHeight)
    default: break
    }
    posting {
      if let names = announcement.names { post(names.did, userInfo) }
      post(UIResponder.keyboardDidChangeFrameNotification, userInfo)
    }
  }

  /// The object is the screen the keyboard is on, as from iOS 16.1 ("In iOS 16.1 and
  /// later, the notification object is the UIScreen that the keyboard appears on",
  /// Apple's documentation of `keyboardWillShowNotification`), so an observer can follow
  /// one screen's keyboard; observers of `object: nil` see every keyboard.
  func post(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]) {
    NotificationCenter.default.post(name: name, object: window?.screen, userInfo: userInfo)
  }

  /// Runs `body` (which posts) with first-responder changes held back until it is done.
  func posting(_ body: () -> Void) {
    let wasPosting = isPosting
    isPosting = true
    body()
    isPosting = wasPosting
    if !isPosting && needsReevaluation { reevaluate() }
  }

  // MARK: Each frame

  /// Runs before each layout pass: geometry, the held backspace, and the keyboard
  /// layout guides of the window, which follow what is on screen.
  func frameTick(_ now: TimeInterval) {
    guard let window else { return }
    followGeometry()
    followAccessoryHeight()
    keyboardView.advance(to: now)
    feedLayoutGuides()
  }

  /// Tells the window's keyboard layout guides where the keyboard is drawn and where
  /// its slide ends: the model layout has the end at once, what is drawn follows the
  /// keyboard frame by frame.
  func feedLayoutGuides() {
    guard let window else { return }
    // The guide never drops below the safe area: inside the home-indicator band the
    // keyboard covers nothing the safe area does not.
    let safeBottom = window.bounds.height - window.safeAreaInsetsOfDevice.bottom
    func tops(_ top: CGFloat, hidden: Bool) -> (top: Double?, onScreen: Double?) {
      (hidden || top >= safeBottom ? nil : Double(top), hidden ? nil : Double(min(top, window.bounds.height)))
    }
    // A lifted keyboard is, to a guide that does not follow it, a dismissed one.
    let lifted = !effectivePlacement.isDocked
    var drawn = tops(inputHostView.presentationFrame.minY, hidden: inputHostView.isHidden || lifted)
    let model = tops(inputHostView.frame.minY, hidden: inputHostView.isHidden || !phase.isUp || lifted)
    var followed = lifted && !inputHostView.isHidden ? inputHostView.presentationFrame : nil
    if let crossing = edgeCrossing, crossing.number == slideNumber, let progress = slideProgress {
      // Onto or off the bottom edge the keyboard is not where the guides that do not follow
      // it go (the docked place, or the dismissed one): they go there from where they were
      // along the slide's curve, as for a show or a hide, instead of jumping to the top of
      // a keyboard still lifted. Those that follow it follow its frame all the way down.
      func along(_ from: Double?, _ to: Double?, dismissed: Double) -> Double {
        let (a, b) = (from ?? dismissed, to ?? dismissed)
        return a + (b - a) * progress
      }
      let top = along(crossing.from.top, model.top, dismissed: Double(safeBottom))
      let onScreen = along(crossing.from.onScreen, model.onScreen, dismissed: Double(window.bounds.height))
      drawn = (top >= Double(safeBottom) ? nil : top, onScreen >= Double(window.bounds.height) ? nil : onScreen)
      followed = inputHostView.presentationFrame
    } else {
      edgeCrossing = nil
    }
    drawnGuideTops = drawn
    let engine = window.layoutEngine
    engine.keyboardTopChanged(drawn.top, onScreen: drawn.onScreen, model: model)
    engine.keyboardLiftedFrameChanged(followed, model: lifted && phase.isUp ? inputHostView.frame : nil)
    for pins in engine.keyboardPins {
      guard let guide = pins.guide as? UIKeyboardLayoutGuide, guide.tracksEdges, let owner = guide.owningView else {
        continue
      }
      guide.nearEdgesChanged(to: nearEdges(of: owner.convert(owner.bounds, to: nil)))
    }
  }

  /// How close to an edge of its owning view a keyboard guide is near it (an estimate:
  /// Apple gives no distance; a fingertip's 44 points).
  static let nearEdgeDistance: CGFloat = 44

  /// The edges of `area` (window coordinates) the keyboard is near where its slide ends:
  /// "When docked or offscreen, it is considered away from all edges except for the
  /// bottom. When full-width but undocked or split, it is considered away from the
  /// horizontal edges and can be near the top or the bottom. When floating, it can be near
  /// any one or two adjacent edges at a time" (UIKeyboardLayoutGuide.h); Apple's table has
  /// the undocked and split keyboards always away from the bottom.
  func nearEdges(of area: CGRect) -> NSDirectionalRectEdge {
    let frame = inputHostView.frame
    let near = Self.nearEdgeDistance
    guard phase.isUp else { return .bottom }
    switch effectivePlacement {
    case .docked: return .bottom
    case .undocked, .split: return frame.minY - area.minY <= near ? .top : []
    case .floating:
      var edges: NSDirectionalRectEdge = []
      if frame.minY - area.minY <= near { edges.insert(.top) }
      if area.maxY - frame.maxY <= near { edges.insert(.bottom) }
      if frame.minX - area.minX <= near { edges.insert(.leading) }
      if area.maxX - frame.maxX <= near { edges.insert(.trailing) }
      return edges
    }
  }

  /// An accessory the keyboard sized by its constraints (the Messages-style bar: flexible
  /// height, no intrinsic size, a non-scrolling text view pinned inside) grows and shrinks
  /// with them, as iOS's keyboard host lays it out with Auto Layout: typed text that wraps
  /// to a new line makes the bar taller, and the keyboard's frame changes with a show's
  /// notifications (InputBarAccessoryView and MessageKit observe exactly that). Measured
  /// apart from the tree (`systemLayoutSizeFitting`), so the text view being edited stays
  /// in place; only while the keyboard rests, so a slide finishes first.
  private func followAccessoryHeight() {
    guard phase == .shown, let window else { return }
    var views = inputHostView.views
    guard let accessory = views.accessory, inputHostView.fittedHeights[ObjectIdentifier(accessory)] != nil else {
      return
    }
    let width = window.bounds.width
    let fitting = accessory.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    guard abs(fitting - views.accessoryHeight) > 0.5 else { return }
    views.accessoryHeight = fitting
    slide(up: true, showing: views)
  }

  /// A window resize or a new keyboard height: a keyboard that is up moves to its new
  /// frame with will/did-change-frame (not show); a hidden one just moves.
  private func followGeometry() {
    guard !isHeldByDrag else { return }
    let target = phase.isUp ? shownFrame : hiddenFrame
    guard inputHostView.frame != target else { return }
    guard phase == .shown else {
      if phase == .hidden { inputHostView.frame = target }
      inputHostView.arrange(keysHeight: keyboardHeight)
      return
    }
    runSlide(to: target, announced: .frameChange)
  }

  /// The app's window took another share of the screen, inside the animation block that
  /// moves it: the keyboard is the screen's, so a keyboard at rest stays where it is on the
  /// screen. Its frame in the window's coordinates moves the other way in the same block,
  /// along the window's own move, so nothing of it moves on screen; and nothing is posted,
  /// since the frames a notification carries, the screen's, are what they were.
  func windowMovedOnScreen() {
    guard phase == .shown, !isHeldByDrag else { return }
    let target = shownFrame
    guard inputHostView.frame != target else { return }
    inputHostView.frame = target
  }

  /// The interface turned: a keyboard that is up moves to the new orientation's frame,
  /// announced as a show (will-change-frame, will-show, then did-show and
  /// did-change-frame), as iOS posts it when rotating with the keyboard up (handlers that
  /// add to a constant on every show drift with each turn: IQKeyboardManager#331, #1736).
  func interfaceDidRotate() {
    guard phase.isUp, let input = servedInput else { return }
    window?.runtime.activate { slide(up: true, showing: inputViews(for: input)) }
  }

  /// Keeps the keyboard above the root view controller's view (a new root view is
  /// added on top of the window's subviews).
  func keepKeyboardOnTop() {
    guard let window, inputHostView.superview === window else { return }
    let subviews = window.subviews
    guard let mine = subviews.firstIndex(where: { $0 === inputHostView }) else { return }
    if let root = window.rootViewIfLoaded,
      let rootIndex = subviews.firstIndex(where: { $0 === root }), rootIndex > mine
    {
      window.insertSubview(inputHostView, aboveSubview: root)
    }
  }
}
