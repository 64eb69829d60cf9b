/** The home page. */
export default function HomePage() {
  return (
    <div className="page">
      <h1>Get CapCut free for every device</h1>
    </div>
  );
}
