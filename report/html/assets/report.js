"use strict";
(function () {
  // A cell with data-sort sorts by that number; any other by its text.
  function key(cell) {
    var v = cell.getAttribute("data-sort");
    return v === null ? { s: cell.textContent.trim().toLowerCase() } : { n: parseFloat(v) };
  }
  function compare(a, b) {
    if (a.n !== undefined && b.n !== undefined) { return a.n - b.n; }
    if (a.n !== undefined) { return -1; }
    if (b.n !== undefined) { return 1; }
    return a.s < b.s ? -1 : a.s > b.s ? 1 : 0;
  }
  function sortBy(table, th, col) {
    var body = table.tBodies[0];
    var asc = th.getAttribute("aria-sort") !== "ascending";
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (r1, r2) {
      var c = compare(key(r1.cells[col]), key(r2.cells[col]));
      return asc ? c : -c;
    });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", asc ? "ascending" : "descending");
    rows.forEach(function (r) { body.appendChild(r); });
  }
  document.querySelectorAll("table.sortable").forEach(function (table) {
    if (!table.tHead || !table.tBodies.length) { return; }
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, col) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = th.textContent;
      b.title = "sort by " + th.textContent;
      th.textContent = "";
      th.appendChild(b);
      b.addEventListener("click", function () { sortBy(table, th, col); });
    });
  });
  var filter = document.getElementById("verdict-filter");
  if (filter) {
    var apply = function () {
      var shown = {};
      filter.querySelectorAll("input").forEach(function (i) { shown[i.value] = i.checked; });
      document.querySelectorAll("[data-verdict]").forEach(function (el) {
        el.classList.toggle("hidden-by-filter", shown[el.getAttribute("data-verdict")] === false);
      });
    };
    filter.addEventListener("change", apply);
    filter.hidden = false;
    apply();
  }
})();
