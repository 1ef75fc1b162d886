import Foundation
import Testing
import UIKit
import UIKitTesting

/// A form whose controls report through selectors, as apps write them.
private final class TargetForm: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
  let button = UIButton(type: .system)
  var heard: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
    button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
    view.addSubview(button)
  }

  func changed(_ sender: UITextField) { heard.append("changed \(sender.text ?? "")") }
  func tapped() { heard.append("tapped") }
  func tappedWithEvent(_ sender: UIButton, forEvent event: UIEvent) { heard.append("event \(event.type)") }
}

/// A container controller that answers an action sent to the responder chain.
private final class ChainAnswer: UIViewController {
  let child = TargetForm()
  var answered = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.view.frame = view.bounds
    child.didMove(toParent: self)
  }
  func save(_ sender: Any) { answered += 1 }
}

@MainActor
@Suite struct TargetActionTests {
  @Test func controlsSendToTheirTargetsWithTheSenderAndTheEvent() throws {
    let form = TargetForm()
    let tester = ScreenTester(form, device: .iPhone14)
    defer { tester.tearDown() }
    form.field.addTarget(form, action: Selector("changed:", TargetForm.changed(_:)), for: .editingChanged)
    form.button.addTarget(form, action: Selector("tapped", TargetForm.tapped), for: .touchUpInside)
    form.button.addTarget(
      form, action: Selector("tappedWithEvent:forEvent:", TargetForm.tappedWithEvent(_:forEvent:)),
      for: .touchUpInside)
    try tester.tap(form.field)
    try tester.typeOnKeyboard("hi")
    try tester.tap(form.button)
    #expect(form.heard == ["changed h", "changed hi", "tapped", "event touches"])
    #expect(
      form.button.actions(forTarget: form, forControlEvent: .touchUpInside) == ["tapped", "tappedWithEvent:forEvent:"])
    #expect(form.button.allTargets == [form])

    // Removing one action leaves the other.
    form.button.removeTarget(form, action: Selector("tapped"), for: .touchUpInside)
    form.heard = []
    tester.pump(for: 1)
    try tester.tap(form.button)
    #expect(form.heard == ["event touches"])
    form.button.removeTarget(nil, action: nil, for: .allEvents)
    #expect(form.button.actions(forTarget: form, forControlEvent: .touchUpInside) == nil)
  }

  @Test func aNilTargetSendsTheActionUpTheResponderChain() throws {
    let screen = ChainAnswer()
    let tester = ScreenTester(screen, device: .iPhone14)
    defer { tester.tearDown() }
    // The button's own controller has no save(_:); its parent's view controller does.
    screen.child.button.addTarget(nil, action: Selector("save:", ChainAnswer.save(_:)), for: .touchUpInside)
    // NSNull stands for the chain (Foundation on Linux makes each NSNull a new object).
    #expect(screen.child.button.allTargets.count == 1)
    #expect(screen.child.button.allTargets.first?.base is NSNull)
    try tester.tap(screen.child.button)
    #expect(screen.answered == 1)
  }

  @Test func aControlDoesNotKeepItsTarget() throws {
    let form = TargetForm()
    let tester = ScreenTester(form, device: .iPhone14)
    defer { tester.tearDown() }
    final class Listener {
      var taps = 0
      func tapped() { taps += 1 }
    }
    var listener: Listener? = Listener()
    form.button.addTarget(listener, action: Selector("tapped", Listener.tapped), for: .touchUpInside)
    try tester.tap(form.button)
    #expect(listener?.taps == 1)
    weak let gone = listener
    listener = nil
    #expect(gone == nil)
    tester.pump(for: 1)
    try tester.tap(form.button)
    #expect(form.button.allTargets.isEmpty)
  }

  @Test func selectorObserversGetTheNotificationAndStopWhenRemovedOrGone() throws {
    final class Observer {
      var names: [String] = []
      var objects: [String] = []
      func willShow(_ notification: Notification) { names.append(notification.name.rawValue) }
      // Tutorials take NSNotification; the center's Notification reaches it bridged.
      func bridged(notification: NSNotification) { objects.append("\(notification.userInfo?["k"] ?? "")") }
      func bare() { names.append("bare") }
    }
    let center = NotificationCenter()
    let name = Notification.Name("TargetActionTests.one")
    var observer: Observer? = Observer()
    center.addObserver(observer!, selector: Selector("willShow:", Observer.willShow(_:)), name: name, object: nil)
    center.addObserver(
      observer!, selector: Selector("bridgedWithNotification:", Observer.bridged(notification:)), name: name,
      object: nil)
    center.addObserver(observer!, selector: Selector("bare", Observer.bare), name: nil, object: nil)
    center.post(name: name, object: nil, userInfo: ["k": "v"])
    #expect(observer?.names == [name.rawValue, "bare"])
    #expect(observer?.objects == ["v"])

    // Removing it for one name leaves the observation of every name.
    center.removeObserver(observer!, name: name, object: nil)
    center.post(name: name, object: nil, userInfo: ["k": "w"])
    #expect(observer?.names == [name.rawValue, "bare", "bare"])
    #expect(observer?.objects == ["v"])

    center.removeObserver(observer!)
    center.post(name: name, object: nil)
    #expect(observer?.names.count == 3)

    // Not retained: the center lets it go, and a post after that calls nothing.
    center.addObserver(observer!, selector: Selector("bare", Observer.bare), name: name, object: nil)
    weak let gone = observer
    observer = nil
    #expect(gone == nil)
    center.post(name: name, object: nil)
  }

  @Test func anObjectFilterMatchesOnlyThatSender() throws {
    final class Observer {
      var calls = 0
      func heard() { calls += 1 }
    }
    let center = NotificationCenter()
    let name = Notification.Name("TargetActionTests.two")
    let sender = NSObject()
    let observer = Observer()
    center.addObserver(observer, selector: Selector("heard", Observer.heard), name: name, object: sender)
    center.post(name: name, object: NSObject())
    center.post(name: name, object: sender)
    #expect(observer.calls == 1)
  }

  @Test func selectorsCompareByNameAndSayWhoCanPerformThem() {
    let a = Selector("tapped", TargetForm.tapped)
    #expect(a == Selector("tapped"))
    #expect(Set([a, Selector("tapped")]).count == 1)
    #expect(a.canBePerformed(by: TargetForm()))
    #expect(!a.canBePerformed(by: UIView()))
    #expect(!Selector("tapped").canBePerformed(by: TargetForm()))
  }

  @Test func aSelectorMadeFromANameAloneStopsWithAMessageWhenRegistered() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let button = UIButton()
        button.addTarget(nil, action: Selector("tapped"), for: .touchUpInside)
      }
    }
  }
}
