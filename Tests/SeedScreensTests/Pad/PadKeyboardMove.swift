import Foundation
import Testing
import UIKit
import UIKitTesting

/// One frame of a move as drawn: the keyboard and the window in screen coordinates, the
/// probe's views on the two guides in the window's, and the guides' layout frames (where
/// the model has them).
@MainActor
struct PadFrame {
  let keyboard: CGRect
  let keyboardIsOnScreen: Bool
  let window: CGRect
  let rootGuide: CGRect
  let followingGuide: CGRect
  let rootGuideModel: CGRect
  let followingGuideModel: CGRect

  init(_ sut: PadScreenUnderTest) {
    let tester = sut.tester
    window = tester.window.presentationFrame
    keyboard = tester.keyboard.keyboardPresentationFrame.offsetBy(dx: window.minX, dy: window.minY)
    keyboardIsOnScreen = tester.keyboard.isOnScreen
    rootGuide = tester.presentedFrame(of: sut.probe.onRootGuide)
    followingGuide = tester.presentedFrame(of: sut.probe.onFollowingGuide)
    rootGuideModel = sut.probe.rootGuide
    followingGuideModel = sut.probe.followingGuide
  }
}

/// A move recorded frame by frame: the notifications posted from its start, and every
/// frame drawn until the screen is settled.
@MainActor
struct PadKeyboardMove {
  let before: PadFrame
  let frames: [PadFrame]
  let entries: [KeyboardNotificationLog.Entry]

  /// A keyboard slide: the 0.25 s the notifications carry, on 60 Hz frames.
  static let slideFrames = 15

  init(_ sut: PadScreenUnderTest, _ move: () throws -> Void) throws {
    before = PadFrame(sut)
    let log = sut.tester.recordKeyboardNotifications()
    try move()
    var frames: [PadFrame] = []
    repeat {
      sut.tester.pump()
      frames.append(PadFrame(sut))
    } while !sut.tester.runtime.isSettled() && frames.count < 240
    self.frames = frames
    entries = log.entries
    log.stop()
  }

  /// Drawn frames are solved in single precision here and there: a thousandth of a point.
  static let tolerance: CGFloat = 1e-3

  /// Whether `a` is `b` to a thousandth of a point; a guide with no height (a keyboard
  /// that covers none of the view) is where it is, whatever its width.
  static func near(_ a: CGRect, _ b: CGRect) -> Bool {
    if a.height <= tolerance && b.height <= tolerance { return abs(a.minY - b.minY) <= tolerance }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  /// Whether every edge of `rects` goes one way only, from `begin` to `end`, never past
  /// either.
  static func movesMonotonically(_ rects: [CGRect], from begin: CGRect, to end: CGRect) -> Bool {
    let parts: [(CGRect) -> CGFloat] = [{ $0.minX }, { $0.minY }, { $0.width }, { $0.height }]
    return parts.allSatisfy { part in
      let (low, high) = (min(part(begin), part(end)) - tolerance, max(part(begin), part(end)) + tolerance)
      let values = [part(begin)] + rects.map(part)
      let rising = part(end) >= part(begin)
      return values.allSatisfy { $0 >= low && $0 <= high }
        && zip(values, values.dropFirst()).allSatisfy { rising ? $1 >= $0 - tolerance : $1 <= $0 + tolerance }
    }
  }

  /// Checks the move against `expected` in `window`: the names and their order, the
  /// userInfo of each, the keyboard on every frame, and both guides on every frame.
  func check(
    _ expected: PadMoveExpectation, in window: PadAppWindow, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let context = Comment(rawValue: "\(what), \(window.testDescription)")
    checkNotifications(expected, context, sourceLocation)
    checkKeyboard(expected, context, sourceLocation)
    checkGuides(expected, in: window, context, sourceLocation)
  }

  private func checkNotifications(
    _ expected: PadMoveExpectation, _ context: Comment, _ sourceLocation: SourceLocation
  ) {
    #expect(entries.map(\.shortName) == expected.names, context, sourceLocation: sourceLocation)
    for entry in entries {
      let name = Comment(rawValue: "\(context.rawValue): \(entry.shortName)")
      // Screen coordinates, whatever share of the screen the window has.
      #expect(entry.beginFrame == expected.begin, name, sourceLocation: sourceLocation)
      #expect(entry.endFrame == expected.end, name, sourceLocation: sourceLocation)
      #expect(entry.duration == 0.25, name, sourceLocation: sourceLocation)
      #expect(
        entry.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7, name, sourceLocation: sourceLocation
      )
      #expect(entry.isLocal == expected.isLocal, name, sourceLocation: sourceLocation)
    }
    // The will-notifications as the slide starts, the did-notifications as it ends.
    if let start = entries.first?.time {
      for entry in entries {
        let offset = entry.shortName.hasPrefix("Did") ? 0.25 : 0
        #expect(
          abs(entry.time - start - offset) < 1e-9, "\(context.rawValue): \(entry.shortName) at \(entry.time)",
          sourceLocation: sourceLocation)
      }
    }
  }

  private func checkKeyboard(_ expected: PadMoveExpectation, _ context: Comment, _ sourceLocation: SourceLocation) {
    let drawn = frames.map(\.keyboard)
    #expect(
      Self.movesMonotonically(drawn, from: expected.begin, to: expected.end), "\(context.rawValue): \(drawn)",
      sourceLocation: sourceLocation)
    #expect(frames.count >= Self.slideFrames, context, sourceLocation: sourceLocation)
    guard frames.count >= Self.slideFrames else { return }
    // There on the slide's last frame, not before, and still there when all is settled.
    let arrival = drawn.firstIndex(of: expected.end).map { $0 + 1 }
    #expect(
      arrival == Self.slideFrames, "\(context.rawValue): arrives at frame \(String(describing: arrival))",
      sourceLocation: sourceLocation)
    #expect(drawn.last == expected.end, context, sourceLocation: sourceLocation)
    if case .hide = expected.kind {
      #expect(frames.last?.keyboardIsOnScreen == false, context, sourceLocation: sourceLocation)
    } else {
      #expect(frames.allSatisfy { $0.keyboardIsOnScreen }, context, sourceLocation: sourceLocation)
    }
  }

  private func checkGuides(
    _ expected: PadMoveExpectation, in window: PadAppWindow, _ context: Comment, _ sourceLocation: SourceLocation
  ) {
    let endRoot = window.guide(expected.endState, follows: false)
    let endFollowing = window.guide(expected.endState, follows: true)
    // Onto or off the bottom edge a guide that does not follow a lifted keyboard has no
    // keyboard to follow: it goes from its old place to its new one in step with the
    // keyboard, as it does for a show or a hide.
    var rootFrom = endRoot
    if case .placementChange(let old) = expected.kind {
      rootFrom = window.guide(PadKeyboardState(old, at: expected.begin), follows: false)
    }
    for (index, frame) in frames.enumerated() {
      let at = "\(context.rawValue), frame \(index + 1)"
      // The model has the guides where the move ends from its first frame.
      #expect(frame.rootGuideModel == endRoot, "\(at)", sourceLocation: sourceLocation)
      #expect(frame.followingGuideModel == endFollowing, "\(at)", sourceLocation: sourceLocation)
      // Drawn, they follow the keyboard as drawn in the frame: a keyboard whose slide down
      // ends in it is hidden only once the frame is drawn.
      let wasOnScreen = (index == 0 ? before : frames[index - 1]).keyboardIsOnScreen
      let state = PadKeyboardState(
        expected.placement, at: frame.keyboard, onScreen: frame.keyboardIsOnScreen || wasOnScreen)
      let root =
        expected.crossesTheBottomEdge
        ? Self.interpolate(from: rootFrom, to: endRoot, progress: progress(of: frame.keyboard, in: expected))
        : window.guide(state, follows: false)
      // One that follows it follows its frame onto and off the edge too.
      let following = window.guide(expected.crossesTheBottomEdge ? .lifted(frame.keyboard) : state, follows: true)
      #expect(
        Self.near(frame.rootGuide, root), "\(at): \(frame.rootGuide) ≠ \(root)", sourceLocation: sourceLocation)
      #expect(
        Self.near(frame.followingGuide, following), "\(at): \(frame.followingGuide) ≠ \(following)",
        sourceLocation: sourceLocation)
    }
    #expect(frames.last.map { Self.near($0.rootGuide, endRoot) } == true, context, sourceLocation: sourceLocation)
    #expect(
      frames.last.map { Self.near($0.followingGuide, endFollowing) } == true, context, sourceLocation: sourceLocation)
  }

  /// How far along its move the keyboard is drawn at `frame`, 0 to 1, read off the edge
  /// that moves the most.
  private func progress(of frame: CGRect, in expected: PadMoveExpectation) -> CGFloat {
    let parts: [(CGRect) -> CGFloat] = [{ $0.minX }, { $0.minY }, { $0.width }, { $0.height }]
    guard
      let part = parts.max(by: {
        abs($0(expected.end) - $0(expected.begin)) < abs($1(expected.end) - $1(expected.begin))
      }),
      part(expected.end) != part(expected.begin)
    else { return 1 }
    return (part(frame) - part(expected.begin)) / (part(expected.end) - part(expected.begin))
  }

  private static func interpolate(from a: CGRect, to b: CGRect, progress p: CGFloat) -> CGRect {
    CGRect(
      x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p, width: a.width + (b.width - a.width) * p,
      height: a.height + (b.height - a.height) * p)
  }

  /// Checks a move of the window (another share of the screen) with the keyboard at rest
  /// in `keyboard`: the keyboard is the screen's, so on every frame it stays where it is on
  /// the screen and nothing is posted, the frames a notification carries being the same.
  /// The window takes its new size and bands at once; the model has the guides where the
  /// new window has them from the first frame. While the window is drawn moving, what is
  /// laid out inside it is solved at its new size, so of the drawn guides only this holds
  /// frame by frame: a guide on the keyboard never reaches under it on the screen.
  func checkResize(
    keyboard: PadKeyboardState, to window: PadAppWindow, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let context = "\(what), \(window.testDescription)"
    #expect(entries.isEmpty, "\(context): \(entries.map(\.shortName))", sourceLocation: sourceLocation)
    let (endRoot, endFollowing) = (window.guide(keyboard, follows: false), window.guide(keyboard, follows: true))
    for (index, frame) in frames.enumerated() {
      let at = "\(context), frame \(index + 1)"
      #expect(frame.rootGuideModel == endRoot, "\(at)", sourceLocation: sourceLocation)
      #expect(frame.followingGuideModel == endFollowing, "\(at)", sourceLocation: sourceLocation)
      var onTheKeyboard: [CGRect] = []
      switch keyboard {
      case .hidden: break
      case .docked(let keys):
        #expect(Self.near(frame.keyboard, keys), "\(at): \(frame.keyboard)", sourceLocation: sourceLocation)
        onTheKeyboard = [frame.rootGuide, frame.followingGuide]
      case .lifted(let keys):
        #expect(Self.near(frame.keyboard, keys), "\(at): \(frame.keyboard)", sourceLocation: sourceLocation)
        onTheKeyboard = [frame.followingGuide]
      }
      for guide in onTheKeyboard where guide.height > Self.tolerance {
        #expect(
          guide.minY + frame.window.minY <= frame.keyboard.minY + Self.tolerance,
          "\(at): \(guide) in \(frame.window) under the keyboard's top \(frame.keyboard.minY)",
          sourceLocation: sourceLocation)
      }
    }
    #expect(frames.last?.window == window.frame, "\(context)", sourceLocation: sourceLocation)
    #expect(frames.last.map { Self.near($0.rootGuide, endRoot) } == true, "\(context)", sourceLocation: sourceLocation)
    #expect(
      frames.last.map { Self.near($0.followingGuide, endFollowing) } == true, "\(context)",
      sourceLocation: sourceLocation)
  }
}
