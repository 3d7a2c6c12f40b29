import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { teamQuery } from "@/lib/queries";
import { TeamMemberCard } from "./team-member-card";

/** #team: spinner, then the coming-soon message or the grid. */
export function TeamSection() {
  const { data: members, isLoading } = useQuery(teamQuery);
  return (
    <section id="team" aria-labelledby="team-title" className="scroll-mt-24 bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="team-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Meet Our Team
        </h2>
        {isLoading ? (
          <Spinner label="Loading team members" />
        ) : !members || members.length === 0 ? (
          <p className="mt-6 text-lg text-slate-700">Our team information is coming soon.</p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
            {members.map((member) => (
              <TeamMemberCard key={member.id} member={member} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
